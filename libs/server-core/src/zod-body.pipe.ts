// A request body checked with a zod schema of @diary/contracts: the parsed value, or 400 with the
// first problem as one sentence.
import { BadRequestException, PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

export class ZodBodyPipe<S extends z.ZodTypeAny> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new BadRequestException('The request body must be a JSON object.');
    }
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const { message } = result.error.issues[0];
    throw new BadRequestException(message.endsWith('.') ? message : `${message}.`);
  }
}
