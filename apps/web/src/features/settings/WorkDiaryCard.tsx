// Card 1, Work Diary Settings: the auto-save timeout (15, 30, 45 or 60 minutes).
import { MenuItem, TextField } from '@mui/material';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { AUTO_SAVE_TIMEOUTS, AutoSaveTimeout } from '@diary/contracts';
import { SettingsCard } from '../../components/SettingsCard';
import { SaveSettingsButton } from './SaveSettingsButton';
import type { SettingsFormProps } from './settings-form-props';

export function WorkDiaryCard({ form }: SettingsFormProps) {
  const { draft, update, save, busy, isSaving } = form;
  return (
    <SettingsCard
      id="work-diary-settings"
      icon={<MenuBookOutlinedIcon />}
      title="Work Diary Settings"
      description="How your diary keeps your notes safe."
      actions={<SaveSettingsButton onSave={save} busy={busy} saving={isSaving} />}
    >
      <TextField
        select
        fullWidth
        id="auto-save-timeout"
        label="Auto-save timeout"
        value={draft.autoSaveTimeout}
        onChange={(e) => update('autoSaveTimeout', Number(e.target.value) as AutoSaveTimeout)}
        disabled={busy}
        helperText="While a session is active, your note is saved after this much inactivity."
      >
        {AUTO_SAVE_TIMEOUTS.map((m) => (
          <MenuItem key={m} value={m}>
            {m} minutes
          </MenuItem>
        ))}
      </TextField>
    </SettingsCard>
  );
}
