// Card 1, Work Diary Settings: the auto-save timeout (15, 30, 45 or 60 minutes).
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { AUTO_SAVE_TIMEOUTS, AutoSaveTimeout } from '@diary/contracts';
import { SettingsCard } from '../../components/SettingsCard';
import { SaveSettingsButton } from './SaveSettingsButton';
import type { SettingsFormProps } from './settings-form-props';

export function WorkDiaryCard({ form }: SettingsFormProps) {
  const { t } = useTranslation('settings');
  const { draft, update, save, busy, isSaving } = form;
  return (
    <SettingsCard
      id="work-diary-settings"
      icon={<MenuBookOutlinedIcon />}
      title={t('workDiary.title')}
      description={t('workDiary.description')}
      actions={<SaveSettingsButton onSave={save} busy={busy} saving={isSaving} />}
    >
      <TextField
        select
        fullWidth
        id="auto-save-timeout"
        label={t('workDiary.autoSave')}
        value={draft.autoSaveTimeout}
        onChange={(e) => update('autoSaveTimeout', Number(e.target.value) as AutoSaveTimeout)}
        disabled={busy}
        helperText={t('workDiary.autoSaveHelp')}
      >
        {AUTO_SAVE_TIMEOUTS.map((m) => (
          <MenuItem key={m} value={m}>
            {t('minutes', { count: m })}
          </MenuItem>
        ))}
      </TextField>
    </SettingsCard>
  );
}
