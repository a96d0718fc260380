// An optional true/false query parameter (`?dryRun=true`, `?notes=false`): Nest's ParseBoolPipe,
// undefined when absent, and a sentence naming the parameter for any other value.
import { BadRequestException, ParseBoolPipe } from '@nestjs/common';

export const optionalFlag = (name: string) =>
  new ParseBoolPipe({
    optional: true,
    exceptionFactory: () => new BadRequestException(`${name} must be true or false.`),
  });
