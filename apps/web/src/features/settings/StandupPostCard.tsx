// Settings → Stand-up posting: the chat's incoming webhook, its kind, the local time and weekdays
// the previous workday's stand-up is posted; Post now; the last post and any failure.
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { STANDUP_FORMATS, type StandupFormat, type StandupPost } from '@diary/contracts';
import { useGetUserSettingsQuery, useSaveUserSettingsMutation } from '../../api/auth.api';
import { useGetStandupStatusQuery, usePostStandupMutation } from './integrations.api';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const LABELS: Record<StandupFormat, string> = {
  slack: 'Slack',
  mattermost: 'Mattermost',
  teams: 'Microsoft Teams',
  discord: 'Discord',
};
const EMPTY: StandupPost = { url: '', format: 'slack', time: '09:30', days: [1, 2, 3, 4, 5] };

const serverMessage = (err: unknown, fallback: string) =>
  (err as { serverMessage?: string }).serverMessage ?? fallback;

/** Yesterday as the browser's local day key. */
function yesterday(): string {
  const d = new Date();
  d.setDate(d.getDate() - 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function StandupPostCard() {
  const { data: settings } = useGetUserSettingsQuery();
  const [save, saving] = useSaveUserSettingsMutation();
  const { data: status } = useGetStandupStatusQuery();
  const [postNow, posting] = usePostStandupMutation();
  const [draft, setDraft] = useState<StandupPost | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const current = draft ?? settings?.standupPost ?? EMPTY;

  const store = async (value: StandupPost | null) => {
    setMessage(null);
    try {
      await save({ standupPost: value }).unwrap();
      setDraft(null);
      setMessage({ ok: true, text: value ? 'Stand-up posting saved.' : 'Stand-up posting turned off.' });
    } catch (err) {
      setMessage({ ok: false, text: serverMessage(err, 'Could not save. Please try again.') });
    }
  };
  const post = async () => {
    setMessage(null);
    try {
      await postNow({ date: yesterday() }).unwrap();
      setMessage({ ok: true, text: "Yesterday's stand-up is on its way." });
    } catch (err) {
      setMessage({ ok: false, text: serverMessage(err, 'Could not post. Please try again.') });
    }
  };
  const edit = (patch: Partial<StandupPost>) => setDraft({ ...current, ...patch });

  return (
    <Card component="section" aria-labelledby="standup-post-heading">
      <CardContent>
        <Typography id="standup-post-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Stand-up posting
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Posts the previous workday&apos;s stand-up to a chat channel through its incoming webhook.
        </Typography>
        <Stack spacing={2}>
          <TextField
            label="Incoming webhook URL"
            size="small"
            value={current.url}
            onChange={(e) => edit({ url: e.target.value })}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              select
              label="Chat"
              size="small"
              value={current.format}
              onChange={(e) => edit({ format: e.target.value as StandupFormat })}
              sx={{ minWidth: 180 }}
            >
              {STANDUP_FORMATS.map((f) => (
                <MenuItem key={f} value={f}>
                  {LABELS[f]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Time"
              type="time"
              size="small"
              value={current.time}
              onChange={(e) => edit({ time: e.target.value })}
            />
          </Stack>
          <FormGroup row aria-label="Days">
            {DAYS.map((label, i) => (
              <FormControlLabel
                key={label}
                label={label}
                control={
                  <Checkbox
                    checked={current.days.includes(i + 1)}
                    onChange={(e) =>
                      edit({
                        days: e.target.checked
                          ? [...current.days, i + 1].sort()
                          : current.days.filter((d) => d !== i + 1),
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {status?.chat && !status.chat.ok && (
            <Alert severity="error">
              The post of {status.chat.date} failed: {status.chat.error}
            </Alert>
          )}
          {status?.chat?.ok && (
            <Typography variant="body2" color="text.secondary">
              Last posted: the stand-up of {status.chat.date}, {new Date(status.chat.at).toLocaleString()}.
            </Typography>
          )}
          {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={saving.isLoading || !current.url.trim()}
              onClick={() => void store(current)}
            >
              Save
            </Button>
            <Button disabled={!settings?.standupPost || posting.isLoading} onClick={() => void post()}>
              Post yesterday&apos;s now
            </Button>
            {settings?.standupPost && (
              <Button color="inherit" onClick={() => void store(null)}>
                Turn off
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
