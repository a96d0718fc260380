// Security → API tokens: create one (shown once), list them, revoke one.
import { useState } from 'react';
import {
  Alert,
  Button,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ApiTokenScope, CreatedApiToken } from '@diary/contracts';
import { Section, useFailureToast } from './SecuritySection';
import { useCreateTokenMutation, useRevokeTokenMutation, useTokensQuery } from './security.api';

export function TokensSection() {
  const failed = useFailureToast();
  const { data: tokens = [] } = useTokensQuery();
  const [create] = useCreateTokenMutation();
  const [revoke] = useRevokeTokenMutation();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <Section title="API tokens">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        For your own scripts: send <code>Authorization: Bearer …</code> to any <code>/api</code> route (see{' '}
        <a href="/api/docs">the API reference</a>). A read token can only read.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField size="small" label="Token name" value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          size="small"
          select
          label="Scope"
          value={scope}
          onChange={(e) => setScope(e.target.value as ApiTokenScope)}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="read">Read</MenuItem>
          <MenuItem value="write">Read and write</MenuItem>
        </TextField>
        <Button
          variant="outlined"
          onClick={async () => {
            try {
              setCreated(await create({ name: name.trim(), scope }).unwrap());
              setName('');
            } catch (err) {
              failed('Token not created', err);
            }
          }}
        >
          Create token
        </Button>
      </Stack>
      {created && (
        <Alert severity="success" sx={{ mt: 1.5 }} onClose={() => setCreated(null)}>
          <Typography variant="body2">Copy the token now: it is shown only once.</Typography>
          <Typography data-testid="new-api-token" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {created.token}
          </Typography>
          <Button size="small" onClick={() => void navigator.clipboard?.writeText(created.token)}>
            Copy token
          </Button>
        </Alert>
      )}
      <List dense disablePadding aria-label="API tokens">
        {tokens.map((t) => (
          <ListItem
            key={t.id}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                color="error"
                aria-label={`Revoke ${t.name}`}
                onClick={async () => {
                  try {
                    await revoke(t.id).unwrap();
                  } catch (err) {
                    failed('Token not revoked', err);
                  }
                }}
              >
                Revoke
              </Button>
            }
          >
            <ListItemText
              primary={t.name}
              secondary={`${t.scope === 'read' ? 'Read' : 'Read and write'} · created ${new Date(t.createdAt).toLocaleDateString()}`}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
