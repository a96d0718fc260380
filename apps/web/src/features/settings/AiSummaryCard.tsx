// Card 2, AI Summary Settings: summary language, voice input language, custom instructions. When the
// engine in use does not follow the language or the instructions (the offline writer structures the
// user's own sentences), the card says so and those fields are disabled rather than offered in vain.
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { SUMMARY_LANGUAGES, VOICE_INPUT_LANGUAGES } from '@diary/contracts';
import { SettingsCard } from '../../components/SettingsCard';
import { SaveSettingsButton } from './SaveSettingsButton';
import { useGetCaptureEnginesQuery } from '../../api/ai.api';
import type { SettingsFormProps } from './settings-form-props';

/** The sentence under a disabled field says why it is disabled: it keeps the readable colour. */
const readableWhenDisabled = { '&.Mui-disabled': { color: 'text.secondary' } };

/** Keeps a stored value selectable even when it is not in today's list. */
const withValue = (list: readonly string[], value: string) =>
  list.includes(value) ? list : [...list, value];

export function AiSummaryCard({ form }: SettingsFormProps) {
  const { draft, update, save, busy, isSaving } = form;
  const engine = useGetCaptureEnginesQuery().data?.summaries;
  // Unknown until the server says: offer the fields as before.
  const followsLanguage = engine?.followsLanguage ?? true;
  const followsInstructions = engine?.followsInstructions ?? true;
  return (
    <SettingsCard
      id="ai-summary-settings"
      icon={<AutoAwesomeOutlinedIcon />}
      title="AI Summary Settings"
      description="The language and style of your session summaries and daily reports."
      actions={<SaveSettingsButton onSave={save} busy={busy} saving={isSaving} />}
    >
      <Stack spacing={2.5}>
        {engine && (!followsLanguage || !followsInstructions) && (
          <Alert severity="info" id="engine-honours">
            No AI model is configured on this server: summaries are written offline from your notes&apos; own
            sentences, in their language.{' '}
            {!followsLanguage && !followsInstructions
              ? 'The summary language and custom instructions are not followed'
              : !followsLanguage
                ? 'The summary language is not followed'
                : 'Custom instructions are not followed'}{' '}
            until an administrator configures one (OPENAI_BASE_URL or OPENAI_API_KEY).
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField
            select
            fullWidth
            id="summary-language"
            label="Summary language"
            value={draft.summaryLanguage}
            onChange={(e) => update('summaryLanguage', e.target.value)}
            disabled={busy || !followsLanguage}
            helperText={followsLanguage ? undefined : 'Not followed by the offline writer'}
            slotProps={{ formHelperText: { sx: readableWhenDisabled } }}
          >
            {withValue(SUMMARY_LANGUAGES, draft.summaryLanguage).map((l) => (
              <MenuItem key={l} value={l}>
                {l}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            id="voice-input-language"
            label="Voice input language"
            value={draft.voiceInputLanguage}
            onChange={(e) => update('voiceInputLanguage', e.target.value)}
            disabled={busy}
          >
            {withValue(VOICE_INPUT_LANGUAGES, draft.voiceInputLanguage).map((l) => (
              <MenuItem key={l} value={l}>
                {l}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField
          id="custom-instructions"
          label="Custom instructions"
          placeholder="For example: focus on decisions and blockers, keep each bullet short."
          multiline
          minRows={4}
          fullWidth
          value={draft.customInstructions}
          onChange={(e) => update('customInstructions', e.target.value)}
          disabled={busy || !followsInstructions}
          helperText={
            followsInstructions
              ? 'Added to every summary request. Leave empty for the default style.'
              : 'Not followed by the offline writer; kept for when a model is configured.'
          }
          slotProps={{ formHelperText: { sx: readableWhenDisabled } }}
        />
      </Stack>
    </SettingsCard>
  );
}
