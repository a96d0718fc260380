// The account forms' rules (sign-in, registration, a new password from a reset link or the
// Security card), with their exact messages (docs/product-rules.md, Accounts and forms). The
// lengths and messages are the server's, from libs/contracts.
import * as Yup from 'yup';
import {
  AUTH_MESSAGES,
  isValidEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@diary/contracts';

export const MESSAGES = {
  username: AUTH_MESSAGES.usernameTooShort,
  password: AUTH_MESSAGES.passwordTooShort,
  email: 'Please enter a valid email address',
  confirm: "Passwords don't match",
} as const;

const username = Yup.string().trim().required(MESSAGES.username).min(USERNAME_MIN_LENGTH, MESSAGES.username);
const password = Yup.string().required(MESSAGES.password).min(PASSWORD_MIN_LENGTH, MESSAGES.password);
/** A password being chosen: the server's bounds, both ends. */
const newPassword = password.max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

export const loginSchema = Yup.object({ username, password });

export const registerSchema = Yup.object({
  username,
  // The server's rule (libs/contracts email.ts), not Yup's looser one, which let "mara@example" by.
  email: Yup.string()
    .trim()
    .required(MESSAGES.email)
    .test('email', MESSAGES.email, (value) => !value || isValidEmail(value)),
  password: newPassword,
  confirmPassword: Yup.string()
    .required(MESSAGES.confirm)
    .oneOf([Yup.ref('password')], MESSAGES.confirm),
});

export const changePasswordSchema = Yup.object({
  currentPassword: Yup.string().required('Enter your current password'),
  newPassword,
});
