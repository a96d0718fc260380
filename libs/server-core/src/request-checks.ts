// Small checks on a request that several apps make, in one place.
import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { isDayKey } from '@diary/contracts';

export const DAY_KEY_MESSAGE = 'The date must be a real day written as yyyy-MM-dd, like 2024-05-31.';

/** A day key in a path (yyyy-MM-dd, the client's local day): a bad one is a 400 with a sentence. */
@Injectable()
export class DayKeyPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isDayKey(value)) throw new BadRequestException(DAY_KEY_MESSAGE);
    return value;
  }
}

/** Whether a socket's remote address is this machine (IPv4, IPv6 or IPv4-mapped IPv6). */
export function isLoopback(address: string | undefined): boolean {
  const ip = address ?? '';
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

const GOOD_REQUEST_ID = /^[\w-]{1,64}$/;

/** The caller's request id when it is well formed (1–64 of `A-Z a-z 0-9 _ -`), else a new one. */
export function wellFormedRequestId(given: unknown): string {
  return typeof given === 'string' && GOOD_REQUEST_ID.test(given) ? given : randomUUID();
}
