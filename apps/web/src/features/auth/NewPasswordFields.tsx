// A new password and its confirmation (sign-up and a reset link), apart from AuthForm.tsx so the
// sign-in route does not load it.
import { PasswordField } from './AuthForm';

export const NewPasswordFields = ({ label, confirmLabel }: { label: string; confirmLabel: string }) => (
  <>
    <PasswordField name="password" label={label} autoComplete="new-password" />
    <PasswordField name="confirmPassword" label={confirmLabel} autoComplete="new-password" />
  </>
);
