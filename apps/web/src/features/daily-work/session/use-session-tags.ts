// Tags on Daily Work: before a session, the tags the next one starts with (given to it as soon as
// the server has it); while one runs, its own tags, saved at each change. A session started
// offline takes its tags once the server knows it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WorkRecord } from '@diary/contracts';
import { isLocalId } from '../../../lib/offline/outbox';
import { useAppDispatch } from '../../../lib/store';
import { showToast } from '../../../lib/toast/toast.slice';
import { i18n } from '../../../lib/i18n/i18n';
import { useUpdateRecordMutation } from '../../../api/diary.api';

export function useSessionTags(active: WorkRecord | null) {
  const dispatch = useAppDispatch();
  const [updateRecord] = useUpdateRecordMutation();
  const [nextTags, setNextTags] = useState<string[]>([]);
  const seen = useRef<string | null>(null);

  const save = useCallback(
    async (id: string, tags: string[]) => {
      try {
        await updateRecord({ id, tags }).unwrap();
        return true;
      } catch {
        dispatch(
          showToast({
            title: i18n.t('dailyWork:toast.tagsNotSaved'),
            description: i18n.t('dailyWork:toast.tagsNotSavedText'),
            variant: 'destructive',
          }),
        );
        return false;
      }
    },
    [updateRecord, dispatch],
  );

  // A session the server has just made takes the tags chosen for it (once per session).
  useEffect(() => {
    if (!active || isLocalId(active.id) || seen.current === active.id) return;
    seen.current = active.id;
    if (!nextTags.length || active.tags?.length) return;
    const tags = nextTags;
    setNextTags([]);
    void save(active.id, tags).then((ok) => !ok && setNextTags(tags));
  }, [active, nextTags, save]);

  const local = Boolean(active && isLocalId(active.id));
  return {
    tags: active && !local ? (active.tags ?? []) : nextTags,
    onChange: (tags: string[]) => (active && !local ? void save(active.id, tags) : setNextTags(tags)),
  };
}
