// The audit log: who did what to whom, and when (newest first).
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../components/SettingsCard';
import { useAuditLogQuery } from './admin.api';
import { auditLine } from './admin-text';
import { formatDateTime } from '../../lib/time';

export function AuditCard() {
  const { t } = useTranslation('admin');
  const { data: entries } = useAuditLogQuery();
  return (
    <SettingsCard
      id="admin-audit"
      icon={<HistoryIcon />}
      title={t('audit.title')}
      description={t('audit.description')}
    >
      {entries?.length === 0 && <Typography color="text.secondary">{t('audit.empty')}</Typography>}
      {entries && entries.length > 0 && (
        <List dense aria-label={t('audit.title')}>
          {entries.map((e) => (
            <ListItem key={e.id} disableGutters>
              <ListItemText primary={auditLine(e)} secondary={formatDateTime(e.at)} />
            </ListItem>
          ))}
        </List>
      )}
    </SettingsCard>
  );
}
