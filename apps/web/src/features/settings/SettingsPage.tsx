// The settings screen: its cards; both 'Save Settings' buttons save the whole set; controls are
// disabled while the settings save. The cards show once the settings and what the summary engine
// honours are known, together, so none of them pushes the others down as it fills in.
import type { ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { useSettingsForm } from './use-settings-form';
import { WorkDiaryCard } from './WorkDiaryCard';
import { AiSummaryCard } from './AiSummaryCard';
import { ThemeCard } from './ThemeCard';
import { ConnectionsCard } from './ConnectionsCard';
import { WorkConnectionsCard } from './WorkConnectionsCard';
import { WeeklyReviewCard } from './WeeklyReviewCard';
import { TimeAndSummariesCard } from './TimeAndSummariesCard';
import { LanguageAndFormatsCard } from './LanguageAndFormatsCard';
import { ProjectsCard } from './ProjectsCard';
import { BillingCard } from './BillingCard';
import { AssistantCard } from './AssistantCard';
import { WebhooksCard } from './WebhooksCard';
import { StandupPostCard } from './StandupPostCard';
import { EmailDigestCard } from './EmailDigestCard';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useGetCaptureEnginesQuery } from '../../api/ai.api';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The account's own cards (security, your data), which other features own; app/routes puts them in. */
  accountCards?: ReactNode;
}

export default function SettingsPage({ accountCards }: Props) {
  const { t } = useTranslation('settings');
  const form = useSettingsForm();
  const engines = useGetCaptureEnginesQuery();
  if (form.loading || engines.isLoading)
    return (
      <Box sx={{ ...pageSx, display: 'grid', gap: 3 }}>
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      </Box>
    );
  return (
    <Box sx={{ ...pageSx, display: 'grid', gap: 3 }}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Box sx={{ display: 'grid', gap: 3 }} aria-busy={form.busy}>
        <WorkDiaryCard form={form} />
        <AiSummaryCard form={form} />
        <LanguageAndFormatsCard />
        <TimeAndSummariesCard />
        <ThemeCard form={form} />
        <WeeklyReviewCard />
        <ProjectsCard />
        <BillingCard />
        <WorkConnectionsCard />
        <ConnectionsCard />
        <AssistantCard />
        <StandupPostCard />
        <EmailDigestCard />
        <WebhooksCard />
        {accountCards}
      </Box>
      <UnsavedChangesGuard
        unsaved={form.themeUnsaved || form.draftUnsaved}
        what={form.draftUnsaved ? 'change' : 'theme'}
      />
    </Box>
  );
}
