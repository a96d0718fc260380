// Security → Signed-in devices: each session of the account, this one marked, the others can be
// signed out.
import { Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatCompactDate, formatDateTime } from '../../lib/time';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { deviceName } from './device-name';
import { Section, useFailureToast } from './SecuritySection';
import { useDevicesQuery, useEndDeviceMutation } from './security.api';

export function DevicesSection() {
  const { t } = useTranslation('security');
  const dispatch = useAppDispatch();
  const failed = useFailureToast();
  const { data: devices = [], isLoading } = useDevicesQuery();
  const [end] = useEndDeviceMutation();
  return (
    <Section title={t('devices.title')}>
      {isLoading && <Typography color="text.secondary">{t('devices.loading')}</Typography>}
      <List dense disablePadding aria-label={t('devices.title')}>
        {devices.map((d) => (
          <ListItem
            key={d.id}
            disableGutters
            secondaryAction={
              d.current ? (
                <Chip size="small" color="primary" label={t('devices.thisDevice')} />
              ) : (
                <Button
                  size="small"
                  aria-label={t('devices.signOutDevice', { device: deviceName(d.userAgent) })}
                  onClick={async () => {
                    try {
                      await end(d.id).unwrap();
                      dispatch(
                        showToast({
                          title: t('devices.signedOut'),
                          description: t('devices.signedOutBody', { device: deviceName(d.userAgent) }),
                        }),
                      );
                    } catch (err) {
                      failed(t('devices.notSignedOut'), err);
                    }
                  }}
                >
                  {t('devices.signOut')}
                </Button>
              )
            }
          >
            <ListItemText
              primary={deviceName(d.userAgent)}
              secondary={t('devices.seen', {
                lastSeen: formatDateTime(d.lastSeenAt),
                signedIn: formatCompactDate(d.createdAt),
              })}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
