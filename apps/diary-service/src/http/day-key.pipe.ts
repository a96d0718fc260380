// Day keys in paths (yyyy-MM-dd, the client's local day): a bad one is a 400 with a sentence.
import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { isDayKey } from '@diary/contracts';

export const DAY_KEY_MESSAGE = 'The date must be a real day written as yyyy-MM-dd, like 2024-05-31.';

@Injectable()
export class DayKeyPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isDayKey(value)) throw new BadRequestException(DAY_KEY_MESSAGE);
    return value;
  }
}
