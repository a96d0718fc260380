// Once signed in, a user whose time zone is still unset gets the browser's, so the times the
// server writes into summaries and reports are theirs from the first session on. Sent once per
// page load at most; Settings changes it afterwards.
import { useEffect, useRef } from 'react';
import { isTimeZoneName } from '@diary/contracts';
import { useGetUserSettingsQuery, useSaveUserSettingsMutation } from '../../api/auth.api';

export function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZoneName(zone) ? zone : null;
}

export function useBrowserTimeZone() {
  const { data } = useGetUserSettingsQuery();
  const [save] = useSaveUserSettingsMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (!data || data.timeZone !== null || sent.current) return;
    const zone = browserTimeZone();
    if (!zone) return;
    sent.current = true;
    save({ timeZone: zone })
      .unwrap()
      .catch((err: unknown) => console.warn('Could not save the browser time zone', err));
  }, [data, save]);
}
