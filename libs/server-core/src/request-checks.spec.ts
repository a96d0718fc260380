import { BadRequestException, NotFoundException } from '@nestjs/common';
import {
  DAY_KEY_MESSAGE,
  DayKeyPipe,
  isLoopback,
  isUuid,
  UuidOr404Pipe,
  wellFormedRequestId,
} from './request-checks';

describe('request checks', () => {
  it('DayKeyPipe passes real days and answers a readable 400 otherwise', () => {
    const pipe = new DayKeyPipe();
    expect(pipe.transform('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '2024-5-31', 'today', ''])
      expect(() => pipe.transform(bad)).toThrow(new BadRequestException(DAY_KEY_MESSAGE));
  });

  it('UuidOr404Pipe passes a UUID lower-cased and answers 404 with its sentence otherwise', () => {
    const pipe = new UuidOr404Pipe('Thing not found.');
    expect(pipe.transform('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    for (const bad of ['', 'not-a-uuid', '0f8fad5b-d9cb-469f-a165-70867728950', "1' OR '1'='1"])
      expect(() => pipe.transform(bad)).toThrow(new NotFoundException('Thing not found.'));
    expect(isUuid(42)).toBe(false);
  });

  it('isLoopback knows this machine in IPv4, IPv6 and mapped form only', () => {
    for (const ip of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(ip)).toBe(true);
    for (const ip of ['10.0.0.1', '::ffff:10.0.0.1', '', undefined]) expect(isLoopback(ip)).toBe(false);
  });

  it('keeps a well-formed request id and replaces anything else', () => {
    expect(wellFormedRequestId('abc-123_X')).toBe('abc-123_X');
    for (const bad of ['', 'a b', 'x'.repeat(65), ['a'], undefined, 'ünïcode'])
      expect(wellFormedRequestId(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
