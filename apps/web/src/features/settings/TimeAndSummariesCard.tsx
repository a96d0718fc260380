// Time zone and automatic summaries, each saved at once (like the colour mode): the zone every time
// the server writes into summaries, reports and exports is shown in (the browser's is sent once
// when none is saved), and whether a session's summary is written as soon as it stops.
import { Autocomplete, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../components/SettingsCard';
import { useGetUserSettingsQuery, useSaveUserSettingsMutation } from '../../api/auth.api';

/** Every IANA zone this browser knows, and the saved one even when it is not among them (e.g. "UTC"). */
function zoneOptions(saved: string | null): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return saved && !zones.includes(saved) ? [saved, ...zones] : zones;
}

export function TimeAndSummariesCard() {
  const { t } = useTranslation('settings');
  const { data, isLoading } = useGetUserSettingsQuery();
  const [save, { isLoading: isSaving }] = useSaveUserSettingsMutation();
  const busy = isLoading || isSaving;
  const timeZone = data?.timeZone ?? null;
  return (
    <SettingsCard
      id="time-and-summaries"
      icon={<ScheduleOutlinedIcon />}
      title={t('timeZone.title')}
      description={t('timeZone.description')}
    >
      <Stack spacing={2.5}>
        <Autocomplete
          id="time-zone"
          options={zoneOptions(timeZone)}
          value={timeZone}
          disableClearable={timeZone !== null}
          disabled={busy}
          onChange={(_e, value) => {
            if (value && value !== timeZone) void save({ timeZone: value });
          }}
          renderInput={(params) => (
            <TextField {...params} label={t('timeZone.label')} helperText={t('timeZone.help')} />
          )}
        />
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={data?.autoSummarize ?? true}
                disabled={busy}
                onChange={(e) => void save({ autoSummarize: e.target.checked })}
              />
            }
            label={t('timeZone.autoSummarize')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('timeZone.autoSummarizeHelp')}
          </Typography>
        </div>
      </Stack>
    </SettingsCard>
  );
}
