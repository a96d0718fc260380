// Changing the theme outside Settings: applied at once, stored locally, and saved to the server
// with POST {theme} while signed in; a failed save is only logged (spec section 4, Theme).
import { useCallback } from 'react';
import type { ThemeName } from '@diary/contracts';
import { useAppDispatch, useAppSelector } from '../store';
import { useSaveUserSettingsMutation } from '../../features/settings/settings.api';
import { themeChanged } from './theme.slice';

export function useThemeChange() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated);
  const [save] = useSaveUserSettingsMutation();
  return useCallback(
    (name: ThemeName, opts: { persist?: boolean } = { persist: true }) => {
      dispatch(themeChanged(name));
      if (opts.persist !== false && signedIn)
        save({ theme: name })
          .unwrap()
          .catch((err: unknown) => console.warn('Could not save the theme', err));
    },
    [dispatch, save, signedIn],
  );
}
