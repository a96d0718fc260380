// The static quota display: 'Free Plan', 5 of 10 summaries, 'Upgrade to Pro'.
// Fixed display text, not real data; the upgrade button goes nowhere.
import { Box, Button, IconButton, LinearProgress, Tooltip, Typography } from '@mui/material';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';

export const QUOTA = { used: 5, total: 10 };
export const QUOTA_PERCENT = (QUOTA.used / QUOTA.total) * 100;

export function QuotaCard({ collapsed }: { collapsed: boolean }) {
  if (collapsed)
    return (
      <Tooltip title="Free Plan: 5 of 10 summaries. Upgrade to Pro" placement="right">
        <IconButton aria-label="Upgrade to Pro" sx={{ color: 'secondary.main', mx: 'auto' }}>
          <WorkspacePremiumOutlinedIcon />
        </IconButton>
      </Tooltip>
    );
  return (
    <Box sx={{ p: 2, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.default' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <WorkspacePremiumOutlinedIcon fontSize="small" sx={{ color: 'secondary.main' }} />
        <Typography sx={{ fontWeight: 700, fontSize: '0.9rem' }}>Free Plan</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {QUOTA.used} of {QUOTA.total} summaries
      </Typography>
      <LinearProgress
        variant="determinate"
        value={QUOTA_PERCENT}
        aria-label="Summaries used"
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
        Upgrade to Pro
      </Button>
    </Box>
  );
}
