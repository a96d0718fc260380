import type { useSettingsForm } from './useSettingsForm';

export interface SettingsFormProps {
  form: ReturnType<typeof useSettingsForm>;
}
