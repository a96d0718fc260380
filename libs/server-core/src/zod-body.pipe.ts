// A request body checked with its zod schema of @diary/contracts: the parsed value, or 400 with the
// first problem as one sentence (zod's own wording gets its field named, as the class-validator DTOs
// answer).
// No body at all reads as an empty object, so a schema of optional fields accepts it.
import { BadRequestException, PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

export class ZodBodyPipe<S extends z.ZodTypeAny> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const body = value ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw new BadRequestException('The request body must be a JSON object.');
    }
    const result = this.schema.safeParse(body);
    if (result.success) return result.data;
    const issue = result.error.issues[0]!;
    const field = issue.path.join('.');
    // zod's own wording names no field; a schema's sentence already does.
    const message = /^(Required|Expected |Invalid enum value)/.test(issue.message)
      ? `${field || 'The body'}: ${issue.message}`
      : issue.message;
    throw new BadRequestException(message.endsWith('.') ? message : `${message}.`);
  }
}
