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
  type Weekday,
} from '@diary/contracts';
import { useGetUserSettingsQuery, useSaveUserSettingsMutation } from '../../api/auth.api';

const MODE_LABELS: Record<RoundingMode, string> = { up: 'Up', nearest: 'To the nearest', down: 'Down' };
const PER_LABELS: Record<RoundingPer, string> = {
  entry: 'Each session',
  day: "Each day's total per project",
};
const dayLabel = (d: Weekday) => d[0].toUpperCase() + d.slice(1, 3);

export function BillingCard() {
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
          Billing and target hours
        </Typography>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              select
              size="small"
              label="Round billed time"
              value={rounding.mode}
              disabled={busy}
              onChange={(e) =>
                void save({ timesheetRounding: { ...rounding, mode: e.target.value as RoundingMode } })
              }
              sx={{ minWidth: 150 }}
            >
              {ROUNDING_MODES.map((m) => (
                <MenuItem key={m} value={m}>
                  {MODE_LABELS[m]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="To"
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
                  {m === 1 ? 'the minute' : `${m} minutes`}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Per"
              value={rounding.per}
              disabled={busy}
              onChange={(e) =>
                void save({ timesheetRounding: { ...rounding, per: e.target.value as RoundingPer } })
              }
              sx={{ minWidth: 200 }}
            >
              {ROUNDING_PER.map((p) => (
                <MenuItem key={p} value={p}>
                  {PER_LABELS[p]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TextField
            label="Shortest billed session (minutes)"
            helperText="Sessions shorter than this stay tracked but are not billed."
            {...minutesField(
              s.minBillableMinutes,
              MIN_BILLABLE_MAX,
              (n) => void save({ minBillableMinutes: n }),
            )}
          />
          <TextField
            label="Daily target (minutes, 0 = off)"
            helperText={
              s.dailyTargetMinutes
                ? `${Math.floor(s.dailyTargetMinutes / 60)}h ${String(s.dailyTargetMinutes % 60).padStart(2, '0')}m on each workday`
                : 'Daily Work shows today against it; the Time tab each week and the balance.'
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
          <FormGroup row aria-label="Workdays">
            {WEEKDAYS.map((d) => (
              <FormControlLabel
                key={d}
                label={dayLabel(d)}
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
