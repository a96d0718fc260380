// Once signed in, the server's theme and colour mode settings are applied and stored locally;
// a failed load is only logged.
import { useEffect } from 'react';
import { useAppDispatch } from '../../lib/store';
import { useGetUserSettingsQuery } from '../../api/auth.api';
import { colorModeChanged, isColorMode, isThemeName, themeChanged } from '../../lib/theme/theme.slice';

export function useServerTheme() {
  const dispatch = useAppDispatch();
  const { data, error } = useGetUserSettingsQuery();
  useEffect(() => {
    if (data && isThemeName(data.theme)) dispatch(themeChanged(data.theme));
    // The colour mode follows the user to every device.
    if (data && isColorMode(data.colorMode)) dispatch(colorModeChanged(data.colorMode));
  }, [data, dispatch]);
  useEffect(() => {
    if (error) console.warn('Could not load the user settings', error);
  }, [error]);
}
