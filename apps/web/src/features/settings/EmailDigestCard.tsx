// Settings → E-mail digest: the stand-up every workday and the weekly review, by e-mail; saved at
// once. Shown only when the server can send e-mail.
import { Alert, Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useGetUserSettingsQuery, useSaveUserSettingsMutation } from '../../api/auth.api';
import { formatMediumDate } from '../../lib/time';
import { useGetStandupStatusQuery } from './integrations.api';

export function EmailDigestCard() {
  const { t } = useTranslation('settings');
  const { data } = useGetUserSettingsQuery();
  const { data: status } = useGetStandupStatusQuery();
  const [save, { isLoading }] = useSaveUserSettingsMutation();
  if (!status?.emailAvailable) return null;
  const digest = data?.emailDigest ?? { daily: false, weekly: false };
  return (
    <Card component="section" aria-labelledby="email-digest-heading">
      <CardContent>
        <Typography id="email-digest-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('emailDigest.title')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={digest.daily}
              disabled={isLoading}
              onChange={(e) => void save({ emailDigest: { ...digest, daily: e.target.checked } })}
            />
          }
          label={t('emailDigest.daily')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={digest.weekly}
              disabled={isLoading}
              onChange={(e) => void save({ emailDigest: { ...digest, weekly: e.target.checked } })}
            />
          }
          label={t('emailDigest.weekly')}
        />
        {status.email && !status.email.ok && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t('emailDigest.failed', {
              date: formatMediumDate(status.email.date),
              error: status.email.error,
            })}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
