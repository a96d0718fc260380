// Card 2, AI Summary Settings: summary language, voice input language, custom instructions. When the
// engine in use does not follow the language or the instructions (the offline writer structures the
// user's own sentences), the card says so and those fields are disabled rather than offered in vain.
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { useTranslation } from 'react-i18next';
import { SUMMARY_LANGUAGES, VOICE_INPUT_LANGUAGES } from '@diary/contracts';
import { SettingsCard } from '../../components/SettingsCard';
import { SaveSettingsButton } from './SaveSettingsButton';
import { useGetCaptureEnginesQuery } from '../../api/ai.api';
import type { SettingsFormProps } from './settings-form-props';
import { languageName } from './language-name';

/** The sentence under a disabled field says why it is disabled: it keeps the readable colour. */
const readableWhenDisabled = { '&.Mui-disabled': { color: 'text.secondary' } };

/** Keeps a stored value selectable even when it is not in today's list. */
const withValue = (list: readonly string[], value: string) =>
  list.includes(value) ? list : [...list, value];

export function AiSummaryCard({ form }: SettingsFormProps) {
  const { t, i18n } = useTranslation('settings');
  const { draft, update, save, busy, isSaving } = form;
  const engine = useGetCaptureEnginesQuery().data?.summaries;
  // Unknown until the server says: offer the fields as before.
  const followsLanguage = engine?.followsLanguage ?? true;
  const followsInstructions = engine?.followsInstructions ?? true;
  return (
    <SettingsCard
      id="ai-summary-settings"
      icon={<AutoAwesomeOutlinedIcon />}
      title={t('aiSummary.title')}
      description={t('aiSummary.description')}
      actions={<SaveSettingsButton onSave={save} busy={busy} saving={isSaving} />}
    >
      <Stack spacing={2.5}>
        {engine && (!followsLanguage || !followsInstructions) && (
          <Alert severity="info" id="engine-honours">
            {t('aiSummary.offline')}{' '}
            {!followsLanguage && !followsInstructions
              ? t('aiSummary.notFollowedBoth')
              : !followsLanguage
                ? t('aiSummary.notFollowedLanguage')
                : t('aiSummary.notFollowedInstructions')}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField
            select
            fullWidth
            id="summary-language"
            label={t('aiSummary.summaryLanguage')}
            value={draft.summaryLanguage}
            onChange={(e) => update('summaryLanguage', e.target.value)}
            disabled={busy || !followsLanguage}
            helperText={followsLanguage ? undefined : t('aiSummary.notFollowedByOffline')}
            slotProps={{ formHelperText: { sx: readableWhenDisabled } }}
          >
            {withValue(SUMMARY_LANGUAGES, draft.summaryLanguage).map((l) => (
              <MenuItem key={l} value={l}>
                {languageName(l, i18n.language)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            id="voice-input-language"
            label={t('aiSummary.voiceLanguage')}
            value={draft.voiceInputLanguage}
            onChange={(e) => update('voiceInputLanguage', e.target.value)}
            disabled={busy}
          >
            {withValue(VOICE_INPUT_LANGUAGES, draft.voiceInputLanguage).map((l) => (
              <MenuItem key={l} value={l}>
                {l === 'Auto' ? t('aiSummary.auto') : languageName(l, i18n.language)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField
          id="custom-instructions"
          label={t('aiSummary.customInstructions')}
          placeholder={t('aiSummary.customPlaceholder')}
          multiline
          minRows={4}
          fullWidth
          value={draft.customInstructions}
          onChange={(e) => update('customInstructions', e.target.value)}
          disabled={busy || !followsInstructions}
          helperText={followsInstructions ? t('aiSummary.customHelp') : t('aiSummary.customNotFollowed')}
          slotProps={{ formHelperText: { sx: readableWhenDisabled } }}
        />
      </Stack>
    </SettingsCard>
  );
}
