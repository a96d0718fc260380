// The audit log: who did what to whom, and when (newest first).
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { SettingsCard } from '../../components/SettingsCard';
import { useAuditLogQuery } from './admin.api';
import { AUDIT_WORDS } from './admin-text';

export function AuditCard() {
  const { data: entries } = useAuditLogQuery();
  return (
    <SettingsCard
      id="admin-audit"
      icon={<HistoryIcon />}
      title="Audit log"
      description="Every administrative action, newest first."
    >
      {entries?.length === 0 && <Typography color="text.secondary">Nothing yet.</Typography>}
      {entries && entries.length > 0 && (
        <List dense aria-label="Audit log">
          {entries.map((e) => (
            <ListItem key={e.id} disableGutters>
              <ListItemText
                primary={`${e.actor ?? 'Someone'} ${AUDIT_WORDS[e.action] ?? e.action}${e.target && e.target !== e.actor ? ` ${e.target}` : ''}`}
                secondary={new Date(e.at).toLocaleString()}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SettingsCard>
  );
}
