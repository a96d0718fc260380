// Settings → Webhooks: the user's webhooks; add one for chosen events (its secret shown once, with
// Copy), send a test, open its delivery log, delete it.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENTS, type CreatedWebhook, type WebhookEventType } from '@diary/contracts';
import {
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useGetWebhookDeliveriesQuery,
  useGetWebhooksQuery,
  useTestWebhookMutation,
} from './integrations.api';
import { formatDateTime, formatNumber } from '../../lib/time';

const serverMessage = (err: unknown, fallback: string) =>
  (err as { serverMessage?: string }).serverMessage ?? fallback;

function Deliveries({ id }: { id: string }) {
  const { t } = useTranslation('settings');
  const { data = [], isLoading } = useGetWebhookDeliveriesQuery(id);
  if (isLoading) return null;
  if (data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('webhooks.noDeliveries')}
      </Typography>
    );
  return (
    <Box component="ul" aria-label={t('webhooks.deliveries')} sx={{ m: 0, pl: 2 }}>
      {data.map((d, i) => (
        <li key={`${d.at}-${i}`}>
          <Typography variant="body2">
            {formatDateTime(d.at)} · {d.event} · {d.status ?? t('webhooks.noAnswer')} ·{' '}
            {t('webhooks.ms', { ms: formatNumber(d.ms) })}
            {d.error ? ` · ${d.error}` : ''}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

export function WebhooksCard() {
  const { t } = useTranslation('settings');
  const { data: hooks = [] } = useGetWebhooksQuery();
  const [create, creating] = useCreateWebhookMutation();
  const [remove] = useDeleteWebhookMutation();
  const [test] = useTestWebhookMutation();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['session.stopped', 'summary.completed']);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<Record<string, string>>({});

  const add = async () => {
    setError(null);
    try {
      setCreated(await create({ url, events }).unwrap());
      setUrl('');
    } catch (err) {
      setError(serverMessage(err, t('webhooks.addFailed')));
    }
  };
  const sendTest = async (id: string) => {
    try {
      const d = await test(id).unwrap();
      setTestResult((r) => ({
        ...r,
        [id]: d.error ?? t('webhooks.delivered', { status: d.status, ms: formatNumber(d.ms) }),
      }));
    } catch (err) {
      setTestResult((r) => ({ ...r, [id]: serverMessage(err, t('webhooks.testFailed')) }));
    }
  };
  const toggle = (e: WebhookEventType, on: boolean) =>
    setEvents((list) => (on ? [...list, e] : list.filter((x) => x !== e)));

  return (
    <Card component="section" aria-labelledby="webhooks-heading">
      <CardContent>
        <Typography id="webhooks-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('webhooks.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('webhooks.intro')}
        </Typography>
        {created && (
          <Alert severity="success" sx={{ mb: 2 }} onClose={() => setCreated(null)}>
            {t('webhooks.copySecret')}
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
              <Box component="code" sx={{ wordBreak: 'break-all' }} aria-label={t('webhooks.secret')}>
                {created.secret}
              </Box>
              <Button size="small" onClick={() => void navigator.clipboard?.writeText(created.secret)}>
                {t('webhooks.copy')}
              </Button>
            </Stack>
          </Alert>
        )}
        <List dense aria-label={t('webhooks.list')}>
          {hooks.map((h) => (
            <ListItem
              key={h.id}
              sx={{ flexDirection: 'column', alignItems: 'stretch' }}
              secondaryAction={
                <IconButton
                  aria-label={t('webhooks.delete', { url: h.url })}
                  onClick={() => void remove(h.id)}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText primary={h.url} secondary={h.events.join(', ')} />
              <Stack direction="row" spacing={1} alignItems="center">
                <Button size="small" onClick={() => void sendTest(h.id)}>
                  {t('webhooks.sendTest')}
                </Button>
                <Button size="small" onClick={() => setOpen(open === h.id ? null : h.id)}>
                  {open === h.id ? t('webhooks.hideDeliveries') : t('webhooks.deliveries')}
                </Button>
                {testResult[h.id] && <Typography variant="body2">{testResult[h.id]}</Typography>}
              </Stack>
              {open === h.id && <Deliveries id={h.id} />}
            </ListItem>
          ))}
        </List>
        <TextField
          label={t('webhooks.url')}
          placeholder="https://example.com/diary-events"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          fullWidth
          size="small"
          sx={{ mt: 1 }}
        />
        <FormGroup row aria-label={t('webhooks.events')}>
          {WEBHOOK_EVENTS.map((e) => (
            <FormControlLabel
              key={e}
              label={e}
              control={
                <Checkbox checked={events.includes(e)} onChange={(ev) => toggle(e, ev.target.checked)} />
              }
            />
          ))}
        </FormGroup>
        {error && (
          <Alert severity="error" sx={{ my: 1 }}>
            {error}
          </Alert>
        )}
        <Button
          variant="contained"
          onClick={() => void add()}
          disabled={!url.trim() || !events.length || creating.isLoading}
        >
          {t('webhooks.add')}
        </Button>
      </CardContent>
    </Card>
  );
}
