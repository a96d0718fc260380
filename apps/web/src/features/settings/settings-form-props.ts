import type { useSettingsForm } from './use-settings-form';

export interface SettingsFormProps {
  form: ReturnType<typeof useSettingsForm>;
}
