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
import { useTranslation } from 'react-i18next';
import { useGetUserSettingsQuery, useSaveUserSettingsMutation } from '../../api/auth.api';
import { formatDateTime, formatMediumDate, shiftDay, todayKey } from '../../lib/time';
import { weekdayLabel } from './weekday-label';
import { useGetStandupStatusQuery, usePostStandupMutation } from './integrations.api';

/** Monday … Sunday, as the server numbers them 1 … 7. */
const DAYS = [0, 1, 2, 3, 4, 5, 6];
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
const yesterday = (): string => shiftDay(todayKey(), -1);

export function StandupPostCard() {
  const { t } = useTranslation('settings');
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
      setMessage({ ok: true, text: value ? t('standup.saved') : t('standup.off') });
    } catch (err) {
      setMessage({ ok: false, text: serverMessage(err, t('standup.saveFailed')) });
    }
  };
  const post = async () => {
    setMessage(null);
    try {
      await postNow({ date: yesterday() }).unwrap();
      setMessage({ ok: true, text: t('standup.onItsWay') });
    } catch (err) {
      setMessage({ ok: false, text: serverMessage(err, t('standup.postFailed')) });
    }
  };
  const edit = (patch: Partial<StandupPost>) => setDraft({ ...current, ...patch });

  return (
    <Card component="section" aria-labelledby="standup-post-heading">
      <CardContent>
        <Typography id="standup-post-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('standup.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('standup.intro')}
        </Typography>
        <Stack spacing={2}>
          <TextField
            label={t('standup.url')}
            size="small"
            value={current.url}
            onChange={(e) => edit({ url: e.target.value })}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              select
              label={t('standup.chat')}
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
              label={t('standup.time')}
              type="time"
              size="small"
              value={current.time}
              onChange={(e) => edit({ time: e.target.value })}
            />
          </Stack>
          <FormGroup row aria-label={t('standup.days')}>
            {DAYS.map((i) => (
              <FormControlLabel
                key={i}
                label={weekdayLabel(i)}
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
              {t('standup.failed', { date: formatMediumDate(status.chat.date), error: status.chat.error })}
            </Alert>
          )}
          {status?.chat?.ok && (
            <Typography variant="body2" color="text.secondary">
              {t('standup.lastPosted', {
                date: formatMediumDate(status.chat.date),
                at: formatDateTime(status.chat.at),
              })}
            </Typography>
          )}
          {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={saving.isLoading || !current.url.trim()}
              onClick={() => void store(current)}
            >
              {t('standup.save')}
            </Button>
            <Button disabled={!settings?.standupPost || posting.isLoading} onClick={() => void post()}>
              {t('standup.postNow')}
            </Button>
            {settings?.standupPost && (
              <Button color="inherit" onClick={() => void store(null)}>
                {t('standup.turnOff')}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
