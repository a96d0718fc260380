// The settings screen (spec section 2): four cards; both 'Save Settings' buttons save the
// whole set; controls are disabled while the settings load or save.
import { Box, Typography } from '@mui/material';
import { useSettingsForm } from './useSettingsForm';
import { WorkDiaryCard } from './WorkDiaryCard';
import { AiSummaryCard } from './AiSummaryCard';
import { ThemeCard } from './ThemeCard';
import { ConnectionsCard } from './ConnectionsCard';
import { SecurityCard } from '../security/SecurityCard';
import { YourDataCard } from '../your-data/YourDataCard';
import { WeeklyReviewCard } from './WeeklyReviewCard';

export default function SettingsPage() {
  const form = useSettingsForm();
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <Box component="header" sx={{ mb: 3 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.625rem', sm: '1.875rem' } }}>
          Settings
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Manage your diary, AI summaries and appearance
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 3 }} aria-busy={form.busy}>
        <WorkDiaryCard form={form} />
        <AiSummaryCard form={form} />
        <ThemeCard form={form} />
        <WeeklyReviewCard />
        <ConnectionsCard />
        <SecurityCard />
        <YourDataCard />
      </Box>
    </Box>
  );
}
