// A request body checked with its zod schema from libs/contracts: the first problem becomes the
// 400's sentence (as the class-validator DTOs answer).
import { BadRequestException, PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

export class ZodBodyPipe<T extends z.ZodTypeAny> implements PipeTransform<unknown, z.infer<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.infer<T> {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const field = issue.path.join('.');
    const message =
      issue.code === 'invalid_type' || issue.code === 'invalid_enum_value'
        ? `${field || 'The body'}: ${issue.message}`
        : issue.message;
    throw new BadRequestException(message.endsWith('.') ? message : `${message}.`);
  }
}
