import { BadRequestException, PipeTransform } from '@nestjs/common';
import { isDayKey } from '@diary/contracts';

/** A :date path parameter must be a real day written yyyy-MM-dd. */
export class DayKeyPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isDayKey(value)) throw new BadRequestException('The date must be a real day written as yyyy-MM-dd.');
    return value;
  }
}
