// The Monday weekly review: a switch saved at once (like the colour mode), so the review of the
// week before is written every Monday for this user.
import { Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useGetUserSettingsQuery, useSaveUserSettingsMutation } from '../../api/auth.api';

export function WeeklyReviewCard() {
  const { data, isLoading } = useGetUserSettingsQuery();
  const [save, { isLoading: isSaving }] = useSaveUserSettingsMutation();
  const on = data?.weeklyReview ?? false;
  return (
    <Card component="section" aria-labelledby="weekly-review-heading">
      <CardContent>
        <Typography id="weekly-review-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Weekly review
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={on}
              disabled={isLoading || isSaving}
              onChange={(e) => void save({ weeklyReview: e.target.checked })}
            />
          }
          label="Write a review of last week every Monday"
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The review appears under Reports → Time, with where the time went by tag and the busiest day.
        </Typography>
      </CardContent>
    </Card>
  );
}
