// The static quota display: 'Free Plan', 5 of 10 summaries, 'Upgrade to Pro'.
// Fixed display text, not real data; the upgrade button goes nowhere.
import { Box, Button, IconButton, LinearProgress, Tooltip, Typography } from '@mui/material';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { useTranslation } from 'react-i18next';

export const QUOTA = { used: 5, total: 10 };
export const QUOTA_PERCENT = (QUOTA.used / QUOTA.total) * 100;

export function QuotaCard({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('common');
  if (collapsed)
    return (
      <Tooltip title={t('shell.quotaTip', { used: QUOTA.used, total: QUOTA.total })} placement="right">
        <IconButton aria-label={t('shell.upgrade')} sx={{ color: 'secondary.main', mx: 'auto' }}>
          <WorkspacePremiumOutlinedIcon />
        </IconButton>
      </Tooltip>
    );
  return (
    <Box sx={{ p: 2, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.default' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <WorkspacePremiumOutlinedIcon fontSize="small" sx={{ color: 'secondary.main' }} />
        <Typography sx={{ fontWeight: 700, fontSize: '0.9rem' }}>{t('shell.freePlan')}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('shell.summariesUsedOf', { used: QUOTA.used, count: QUOTA.total })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={QUOTA_PERCENT}
        aria-label={t('shell.summariesUsed')}
        sx={{ height: 6, borderRadius: 3, mb: 1.5 }}
      />
      <Button
        fullWidth
        size="small"
        variant="outlined"
        color="secondary"
        startIcon={<WorkspacePremiumOutlinedIcon />}
        sx={{ color: 'text.primary', borderColor: 'secondary.main' }}
      >
        {t('shell.upgrade')}
      </Button>
    </Box>
  );
}
