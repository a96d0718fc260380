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
import { Trans, useTranslation } from 'react-i18next';
import { formatCompactDate } from '../../lib/time';
import { tKey } from '../../lib/i18n/t-key';
import { Section, useFailureToast } from './SecuritySection';
import { useCreateTokenMutation, useRevokeTokenMutation, useTokensQuery } from './security.api';

export function TokensSection() {
  const { t } = useTranslation('security');
  const failed = useFailureToast();
  const { data: tokens = [] } = useTokensQuery();
  const [create] = useCreateTokenMutation();
  const [revoke] = useRevokeTokenMutation();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <Section title={t('tokens.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        <Trans
          t={t}
          i18nKey={tKey('security:tokens.intro')}
          components={{ code: <code />, docs: <a href="/api/docs" /> }}
        />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          size="small"
          label={t('tokens.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          size="small"
          select
          label={t('tokens.scope')}
          value={scope}
          onChange={(e) => setScope(e.target.value as ApiTokenScope)}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="read">{t('tokens.read')}</MenuItem>
          <MenuItem value="write">{t('tokens.readWrite')}</MenuItem>
        </TextField>
        <Button
          variant="outlined"
          onClick={async () => {
            try {
              setCreated(await create({ name: name.trim(), scope }).unwrap());
              setName('');
            } catch (err) {
              failed(t('tokens.notCreated'), err);
            }
          }}
        >
          {t('tokens.create')}
        </Button>
      </Stack>
      {created && (
        <Alert severity="success" sx={{ mt: 1.5 }} onClose={() => setCreated(null)}>
          <Typography variant="body2">{t('tokens.copyNow')}</Typography>
          <Typography data-testid="new-api-token" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {created.token}
          </Typography>
          <Button size="small" onClick={() => void navigator.clipboard?.writeText(created.token)}>
            {t('tokens.copy')}
          </Button>
        </Alert>
      )}
      <List dense disablePadding aria-label={t('tokens.title')}>
        {tokens.map((token) => (
          <ListItem
            key={token.id}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                color="error"
                aria-label={t('tokens.revokeNamed', { name: token.name })}
                onClick={async () => {
                  try {
                    await revoke(token.id).unwrap();
                  } catch (err) {
                    failed(t('tokens.notRevoked'), err);
                  }
                }}
              >
                {t('tokens.revoke')}
              </Button>
            }
          >
            <ListItemText
              primary={token.name}
              secondary={t('tokens.line', {
                scope: token.scope === 'read' ? t('tokens.read') : t('tokens.readWrite'),
                date: formatCompactDate(token.createdAt),
              })}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
