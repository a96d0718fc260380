// The Monday weekly review: a switch saved at once (like the colour mode), so the review of the
// week before is written every Monday for this user.
import { Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useGetUserSettingsQuery, useSaveUserSettingsMutation } from '../../api/auth.api';

export function WeeklyReviewCard() {
  const { t } = useTranslation('settings');
  const { data, isLoading } = useGetUserSettingsQuery();
  const [save, { isLoading: isSaving }] = useSaveUserSettingsMutation();
  const on = data?.weeklyReview ?? false;
  return (
    <Card component="section" aria-labelledby="weekly-review-heading">
      <CardContent>
        <Typography id="weekly-review-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('weeklyReview.title')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={on}
              disabled={isLoading || isSaving}
              onChange={(e) => void save({ weeklyReview: e.target.checked })}
            />
          }
          label={t('weeklyReview.switch')}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('weeklyReview.help')}
        </Typography>
      </CardContent>
    </Card>
  );
}
