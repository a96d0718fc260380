// The settings screen: four cards; both 'Save Settings' buttons save the
// whole set; controls are disabled while the settings load or save.
import { Box } from '@mui/material';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { useSettingsForm } from './useSettingsForm';
import { WorkDiaryCard } from './WorkDiaryCard';
import { AiSummaryCard } from './AiSummaryCard';
import { ThemeCard } from './ThemeCard';
import { ConnectionsCard } from './ConnectionsCard';
import { SecurityCard } from '../security/SecurityCard';
import { YourDataCard } from '../your-data/YourDataCard';
import { WeeklyReviewCard } from './WeeklyReviewCard';
import { TimeAndSummariesCard } from './TimeAndSummariesCard';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

export default function SettingsPage() {
  const form = useSettingsForm();
  return (
    <Box sx={{ ...pageSx, display: 'grid', gap: 3 }}>
      <PageHeader title="Settings" subtitle="Manage your diary, AI summaries and appearance" />
      <Box sx={{ display: 'grid', gap: 3 }} aria-busy={form.busy}>
        <WorkDiaryCard form={form} />
        <AiSummaryCard form={form} />
        <TimeAndSummariesCard />
        <ThemeCard form={form} />
        <WeeklyReviewCard />
        <ConnectionsCard />
        <SecurityCard />
        <YourDataCard />
      </Box>
      <UnsavedChangesGuard unsaved={form.themeUnsaved} what="The theme you picked" />
    </Box>
  );
}
