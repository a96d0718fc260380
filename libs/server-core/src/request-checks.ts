// Small checks on a request that several apps make, in one place.
import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * An id in a path: anything that is not a UUID cannot exist, so it answers 404 with the same
 * sentence as a missing id (never a 400 that tells ids apart). Passes the id on lower-cased.
 */
@Injectable()
export class UuidOr404Pipe implements PipeTransform<string, string> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): string {
    if (!isUuid(value)) throw new NotFoundException(this.notFoundMessage);
    return value.toLowerCase();
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
