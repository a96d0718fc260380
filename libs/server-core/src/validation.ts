// DTO validation at the edge: unknown fields are stripped, and the first failure becomes one sentence.
import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function firstMessage(errors: ValidationError[]): string | undefined {
  for (const e of errors) {
    const constraint = e.constraints && Object.values(e.constraints)[0];
    if (constraint) return constraint.endsWith('.') ? constraint : `${constraint}.`;
    const nested = e.children && firstMessage(e.children);
    if (nested) return nested;
  }
  return undefined;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: false,
    exceptionFactory: (errors) =>
      new BadRequestException(firstMessage(errors) ?? 'The request is not valid.'),
  });
}
