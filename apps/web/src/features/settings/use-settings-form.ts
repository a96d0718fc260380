// The settings being edited: loaded from the server once, saved as a whole set. The theme is
// the one applied now (changing it applies at once; it reaches the server on Save).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_USER_SETTINGS, UserSettings } from '@diary/contracts';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { useGetUserSettingsQuery, useSaveUserSettingsMutation } from '../../api/auth.api';

// weeklyReview, timeZone and autoSummarize are saved at once by their own controls
// (WeeklyReviewCard, TimeAndSummariesCard), never by Save; so are the billing settings (BillingCard),
// standupPost and emailDigest (StandupPostCard, EmailDigestCard), and the language and formats
// (LanguageAndFormatsCard).
type SavedAtOnce =
  | 'weeklyReview'
  | 'timeZone'
  | 'autoSummarize'
  | 'timesheetRounding'
  | 'minBillableMinutes'
  | 'dailyTargetMinutes'
  | 'workdays'
  | 'standupPost'
  | 'emailDigest'
  | 'language'
  | 'locale'
  | 'weekStart'
  | 'timeFormat';
export type SettingsDraft = Omit<UserSettings, 'theme' | 'colorMode' | 'customInstructions' | SavedAtOnce> & {
  customInstructions: string;
};

const toDraft = (s: UserSettings): SettingsDraft => ({
  summaryLanguage: s.summaryLanguage || DEFAULT_USER_SETTINGS.summaryLanguage,
  voiceInputLanguage: s.voiceInputLanguage || DEFAULT_USER_SETTINGS.voiceInputLanguage,
  autoSaveTimeout: s.autoSaveTimeout ?? DEFAULT_USER_SETTINGS.autoSaveTimeout,
  customInstructions: s.customInstructions ?? '',
});

export function useSettingsForm() {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const theme = useAppSelector((s) => s.theme.name);
  const colorMode = useAppSelector((s) => s.theme.mode);
  const { data, isLoading, isError } = useGetUserSettingsQuery();
  const [saveSettings, { isLoading: isSaving }] = useSaveUserSettingsMutation();
  const [draft, setDraft] = useState<SettingsDraft>(() => toDraft(data ?? DEFAULT_USER_SETTINGS));
  const [loadedFrom, setLoadedFrom] = useState<UserSettings | undefined>(data);

  // Take the server's values when they (first) arrive.
  if (data && data !== loadedFrom) {
    setLoadedFrom(data);
    setDraft(toDraft(data));
  }

  useEffect(() => {
    if (isError)
      dispatch(
        showToast({
          title: t('toast.error'),
          description: t('toast.loadFailed'),
          variant: 'destructive',
        }),
      );
  }, [isError, dispatch, t]);

  const update = useCallback(<K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
  }, []);

  const save = useCallback(async () => {
    const body: Omit<UserSettings, SavedAtOnce> = {
      ...draft,
      theme,
      colorMode,
      customInstructions: draft.customInstructions.trim() ? draft.customInstructions : null,
    };
    try {
      const saved = await saveSettings(body).unwrap();
      setLoadedFrom(saved);
      dispatch(showToast({ title: t('toast.saved'), description: t('toast.savedBody') }));
    } catch {
      dispatch(
        showToast({
          title: t('toast.error'),
          description: t('toast.saveFailed'),
          variant: 'destructive',
        }),
      );
    }
  }, [colorMode, dispatch, draft, saveSettings, theme, t]);

  // A theme picked here applies at once but is only kept by Save: the card and leaving say so.
  const themeUnsaved = !!loadedFrom && theme !== (loadedFrom.theme ?? DEFAULT_USER_SETTINGS.theme);
  // Any other field changed since the last load or Save: leaving asks too.
  const draftUnsaved = !!loadedFrom && JSON.stringify(draft) !== JSON.stringify(toDraft(loadedFrom));

  return {
    draft,
    update,
    save,
    theme,
    themeUnsaved,
    draftUnsaved,
    busy: isLoading || isSaving,
    isSaving,
    loading: isLoading,
  };
}
