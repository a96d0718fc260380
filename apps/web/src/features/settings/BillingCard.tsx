// Billing and target hours, saved at once like the colour mode: how the timesheet rounds tracked
// time into billed time, the shortest session that is billed, and the daily target (0 = off) with
// the workdays it applies to (Daily Work and the Time tab measure against it).
import {
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
import {
  DAILY_TARGET_MAX,
  DEFAULT_USER_SETTINGS,
  MIN_BILLABLE_MAX,
  ROUNDING_MODES,
  ROUNDING_PER,
  ROUNDING_STEPS,
  WEEKDAYS,
  type RoundingMode,
  type RoundingPer,
  type RoundingStep,
} from '@diary/contracts';
import { useTranslation } from 'react-i18next';
import { useGetUserSettingsQuery, useSaveUserSettingsMutation } from '../../api/auth.api';
import { formatDuration } from '../../lib/time';
import { tKey } from '../../lib/i18n/t-key';
import { weekdayName } from './weekday-label';

const MODE_LABELS: Record<RoundingMode, string> = {
  up: tKey('settings:billing.up'),
  nearest: tKey('settings:billing.nearest'),
  down: tKey('settings:billing.down'),
};
const PER_LABELS: Record<RoundingPer, string> = {
  entry: tKey('settings:billing.perEntry'),
  day: tKey('settings:billing.perDay'),
};

export function BillingCard() {
  const { t } = useTranslation('settings');
  const { data, isLoading } = useGetUserSettingsQuery();
  const [save, { isLoading: isSaving }] = useSaveUserSettingsMutation();
  const s = { ...DEFAULT_USER_SETTINGS, ...data };
  const rounding = s.timesheetRounding;
  const busy = isLoading || isSaving;
  const minutesField = (value: number, max: number, onSave: (n: number) => void) => ({
    type: 'number',
    size: 'small' as const,
    defaultValue: value,
    key: value,
    disabled: busy,
    onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
      const n = Math.round(Number(e.target.value));
      if (Number.isFinite(n) && n >= 0 && n <= max && n !== value) onSave(n);
    },
    slotProps: { htmlInput: { min: 0, max, step: 1 } },
  });
  return (
    <Card component="section" aria-labelledby="billing-heading">
      <CardContent>
        <Typography id="billing-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('billing.title')}
        </Typography>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              select
              size="small"
              label={t('billing.round')}
              value={rounding.mode}
              disabled={busy}
              onChange={(e) =>
                void save({ timesheetRounding: { ...rounding, mode: e.target.value as RoundingMode } })
              }
              sx={{ minWidth: 150 }}
            >
              {ROUNDING_MODES.map((m) => (
                <MenuItem key={m} value={m}>
                  {t(MODE_LABELS[m])}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('billing.to')}
              value={rounding.minutes}
              disabled={busy}
              onChange={(e) =>
                void save({
                  timesheetRounding: { ...rounding, minutes: Number(e.target.value) as RoundingStep },
                })
              }
              sx={{ minWidth: 120 }}
              slotProps={{ htmlInput: { 'data-testid': 'rounding-minutes' } }}
            >
              {ROUNDING_STEPS.map((m) => (
                <MenuItem key={m} value={m}>
                  {m === 1 ? t('billing.theMinute') : t('minutes', { count: m })}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('billing.per')}
              value={rounding.per}
              disabled={busy}
              onChange={(e) =>
                void save({ timesheetRounding: { ...rounding, per: e.target.value as RoundingPer } })
              }
              sx={{ minWidth: 200 }}
            >
              {ROUNDING_PER.map((p) => (
                <MenuItem key={p} value={p}>
                  {t(PER_LABELS[p])}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TextField
            label={t('billing.minBillable')}
            helperText={t('billing.minBillableHelp')}
            {...minutesField(
              s.minBillableMinutes,
              MIN_BILLABLE_MAX,
              (n) => void save({ minBillableMinutes: n }),
            )}
          />
          <TextField
            label={t('billing.dailyTarget')}
            helperText={
              s.dailyTargetMinutes
                ? t('billing.dailyTargetSet', { duration: formatDuration(s.dailyTargetMinutes) })
                : t('billing.dailyTargetHelp')
            }
            {...minutesField(
              s.dailyTargetMinutes,
              DAILY_TARGET_MAX,
              (n) => void save({ dailyTargetMinutes: n }),
            )}
            slotProps={{
              htmlInput: { min: 0, max: DAILY_TARGET_MAX, step: 15, 'data-testid': 'daily-target' },
            }}
          />
          <FormGroup row aria-label={t('billing.workdays')}>
            {WEEKDAYS.map((d) => (
              <FormControlLabel
                key={d}
                label={weekdayName(d)}
                control={
                  <Checkbox
                    checked={s.workdays.includes(d)}
                    disabled={busy}
                    onChange={(e) =>
                      void save({
                        workdays: e.target.checked ? [...s.workdays, d] : s.workdays.filter((w) => w !== d),
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </Stack>
      </CardContent>
    </Card>
  );
}
