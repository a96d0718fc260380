// The sign-in and registration form rules, with their exact messages (docs/product-rules.md,
// Accounts and forms).
import * as Yup from 'yup';
import { isValidEmail, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '@diary/contracts';

export const MESSAGES = {
  username: 'Username must be at least 3 characters',
  password: 'Password must be at least 6 characters',
  email: 'Please enter a valid email address',
  confirm: "Passwords don't match",
} as const;

const username = Yup.string().trim().required(MESSAGES.username).min(USERNAME_MIN_LENGTH, MESSAGES.username);
const password = Yup.string().required(MESSAGES.password).min(PASSWORD_MIN_LENGTH, MESSAGES.password);

export const loginSchema = Yup.object({ username, password });

export const registerSchema = Yup.object({
  username,
  // The server's rule (libs/contracts email.ts), not Yup's looser one, which let "mara@example" by.
  email: Yup.string()
    .trim()
    .required(MESSAGES.email)
    .test('email', MESSAGES.email, (value) => !value || isValidEmail(value)),
  password,
  confirmPassword: Yup.string()
    .required(MESSAGES.confirm)
    .oneOf([Yup.ref('password')], MESSAGES.confirm),
});
