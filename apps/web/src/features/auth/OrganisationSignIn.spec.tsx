// The sign-in screen with an organisation's provider configured: its button, the sentence a failed
// sign-in comes back with, and OIDC_ONLY keeping the password form behind "Administrator sign-in".
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { RegistrationInfo } from '@diary/contracts';
import { makeStore } from '../../lib/store';
import { authApi } from '../../api/auth.api';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';

afterEach(cleanup);

async function renderAt(path: string, info: RegistrationInfo, page = <LoginPage />) {
  const store = makeStore();
  await store.dispatch(authApi.util.upsertQueryData('registration', undefined, info));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </Provider>,
  );
}

describe('sign in with your organisation', { timeout: 20_000 }, () => {
  it('shows "Sign in with {label}" below the password form, going to the provider', async () => {
    await renderAt('/auth/login', { registration: 'open', oidc: { label: 'Corp ID', only: false } });
    const button = screen.getByRole('link', { name: 'Sign in with Corp ID' });
    expect(button.getAttribute('href')).toBe('/api/auth/oidc/start');
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
  });

  it('shows no button without a provider', async () => {
    await renderAt('/auth/login', { registration: 'open' });
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it('says why a sign-in with the provider failed, in a sentence', async () => {
    await renderAt('/auth/login?oidcError=invite-required', {
      registration: 'invite',
      oidc: { label: 'Corp ID', only: false },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'This instance is invite-only: open your invitation link, then sign in with your organisation.',
    );
  });

  it('OIDC_ONLY: hides the password form and registration, except behind "Administrator sign-in"', async () => {
    const info: RegistrationInfo = { registration: 'open', oidc: { label: 'Corp ID', only: true } };
    await renderAt('/auth/login', info);
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in with Corp ID' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Administrator sign-in' }).getAttribute('href')).toBe(
      '/auth/login?admin',
    );
    cleanup();
    await renderAt('/auth/login?admin', info);
    expect(screen.getByLabelText('Password')).toBeTruthy();
    cleanup();
    await renderAt('/auth/register?invite=abc', info, <RegisterPage />);
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in with Corp ID' }).getAttribute('href')).toBe(
      '/api/auth/oidc/start?invite=abc',
    );
  });
});
