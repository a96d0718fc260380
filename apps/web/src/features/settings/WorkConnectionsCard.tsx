// Settings → Connections: GitHub (a personal token; GitHub Enterprise's API address), GitLab (a
// token and the instance's address) and calendars (an ICS address), whose work of the day shows
// beside the notes on Daily Work. Tokens are never shown again once saved.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddLinkIcon from '@mui/icons-material/AddLink';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import type { ConnectionKind, CreateConnectionRequest } from '@diary/contracts';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { SettingsCard } from '../../components/SettingsCard';
import { SOURCE_NAME, SourceIcon } from '../../components/connections/SourceIcon';
import { tKey } from '../../lib/i18n/t-key';
import { serverMessageOf } from '../../lib/server-message';
import {
  useCreateConnectionMutation,
  useDeleteConnectionMutation,
  useGetConnectionsQuery,
} from '../../api/connections.api';

interface Draft {
  kind: ConnectionKind;
  token: string;
  url: string;
  apiUrl: string;
}

const EMPTY: Draft = { kind: 'github', token: '', url: '', apiUrl: '' };

/** Each kind as a person calls it; GitHub and GitLab are names, a calendar is a word of the reader's language. */
const SOURCE_KEY: Record<ConnectionKind, string | null> = {
  github: null,
  gitlab: null,
  calendar: tKey('settings:connections.calendar'),
};

function toRequest(d: Draft): CreateConnectionRequest {
  const trimmed = (v: string) => v.trim() || undefined;
  if (d.kind === 'github') return { kind: 'github', token: trimmed(d.token), apiUrl: trimmed(d.apiUrl) };
  if (d.kind === 'gitlab')
    return { kind: 'gitlab', token: trimmed(d.token), url: trimmed(d.url) ?? 'https://gitlab.com' };
  return { kind: 'calendar', url: trimmed(d.url) };
}

export function WorkConnectionsCard() {
  const { t } = useTranslation('settings');
  const sourceName = (kind: ConnectionKind) => {
    const key = SOURCE_KEY[kind];
    return key ? t(key) : SOURCE_NAME[kind];
  };
  const dispatch = useAppDispatch();
  const connections = useGetConnectionsQuery();
  const [create, creating] = useCreateConnectionMutation();
  const [remove] = useDeleteConnectionMutation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => {
    setError(null);
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  };

  const connect = async () => {
    try {
      await create(toRequest(draft)).unwrap();
      setDraft({ ...EMPTY, kind: draft.kind });
      dispatch(showToast({ title: t('connections.connected', { source: sourceName(draft.kind) }) }));
    } catch (err) {
      setError(serverMessageOf(err) ?? t('connections.saveFailed'));
    }
  };

  const list = connections.data ?? [];
  return (
    <SettingsCard
      id="connections"
      icon={<AddLinkIcon />}
      title={t('connections.title')}
      description={t('connections.description')}
    >
      <Stack spacing={2.5}>
        {list.length > 0 && (
          <List dense aria-label={t('connections.list')} disablePadding>
            {list.map((c) => (
              <ListItem
                key={c.id}
                data-testid="connection-row"
                disableGutters
                secondaryAction={
                  <IconButton
                    aria-label={t('connections.remove', { source: sourceName(c.kind) })}
                    onClick={() =>
                      void remove(c.id)
                        .unwrap()
                        .catch(() =>
                          dispatch(showToast({ title: t('connections.notRemoved'), variant: 'destructive' })),
                        )
                    }
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <SourceIcon kind={c.kind} color="action" />
                </ListItemIcon>
                <ListItemText
                  primary={sourceName(c.kind)}
                  secondary={
                    <>
                      <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                        {c.apiUrl ?? c.url ?? (c.kind === 'github' ? 'github.com' : '')}
                      </Box>
                      {c.problem && (
                        <Box component="span" sx={{ display: 'block', color: 'warning.main' }}>
                          {c.problem}
                        </Box>
                      )}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
        <Box
          component="form"
          aria-label={t('connections.add')}
          onSubmit={(e) => {
            e.preventDefault();
            void connect();
          }}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' } }}
        >
          <TextField
            select
            label={t('connections.connect')}
            value={draft.kind}
            onChange={set('kind')}
            size="small"
          >
            <MenuItem value="github">GitHub</MenuItem>
            <MenuItem value="gitlab">GitLab</MenuItem>
            <MenuItem value="calendar">{t('connections.calendarIcs')}</MenuItem>
          </TextField>
          {draft.kind === 'calendar' ? (
            <TextField
              label={t('connections.calendarUrl')}
              placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
              value={draft.url}
              onChange={set('url')}
              size="small"
              helperText={t('connections.calendarHelp')}
            />
          ) : (
            <TextField
              label={t('connections.token')}
              type="password"
              autoComplete="off"
              value={draft.token}
              onChange={set('token')}
              size="small"
              helperText={draft.kind === 'github' ? t('connections.githubHelp') : t('connections.gitlabHelp')}
            />
          )}
          {draft.kind === 'github' && (
            <TextField
              label={t('connections.enterpriseApi')}
              placeholder="https://github.example.com/api/v3"
              value={draft.apiUrl}
              onChange={set('apiUrl')}
              size="small"
              sx={{ gridColumn: { sm: '2' } }}
            />
          )}
          {draft.kind === 'gitlab' && (
            <TextField
              label={t('connections.gitlabUrl')}
              placeholder="https://gitlab.com"
              value={draft.url}
              onChange={set('url')}
              size="small"
              sx={{ gridColumn: { sm: '2' } }}
            />
          )}
          {error && (
            <Alert severity="error" sx={{ gridColumn: { sm: '1 / -1' } }}>
              {error}
            </Alert>
          )}
          <Box sx={{ gridColumn: { sm: '1 / -1' }, display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={creating.isLoading}>
              {t('connections.connectSource', { source: sourceName(draft.kind) })}
            </Button>
          </Box>
        </Box>
        {list.length === 0 && !connections.isLoading && (
          <Typography variant="body2" color="text.secondary">
            {t('connections.none')}
          </Typography>
        )}
      </Stack>
    </SettingsCard>
  );
}
