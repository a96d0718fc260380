// Ids in paths: anything that is not a UUID cannot exist, so it answers 404 like a missing id.
import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

@Injectable()
export class UuidOr404Pipe implements PipeTransform<string, string> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): string {
    if (!isUuid(value)) throw new NotFoundException(this.notFoundMessage);
    return value.toLowerCase();
  }
}

export const RecordIdPipe = new UuidOr404Pipe('Work record not found.');
export const NoteIdPipe = new UuidOr404Pipe('Work note not found.');
