// Changing the colour mode: applied at once, stored locally, and saved to the server with
// POST {colorMode} while signed in so it follows the user to another device; a failed save is
// only logged, as for the theme.
import { useCallback } from 'react';
import type { ColorMode } from '@diary/contracts';
import { useAppDispatch, useAppSelector } from '../store';
import { useSaveUserSettingsMutation } from '../../api/auth.api';
import { colorModeChanged } from './theme.slice';

export function useColorModeChange() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated);
  const [save] = useSaveUserSettingsMutation();
  return useCallback(
    (mode: ColorMode) => {
      dispatch(colorModeChanged(mode));
      if (signedIn)
        save({ colorMode: mode })
          .unwrap()
          .catch((err: unknown) => console.warn('Could not save the colour mode', err));
    },
    [dispatch, save, signedIn],
  );
}
