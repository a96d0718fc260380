// The project on Daily Work, as use-session-tags does for tags: before a session, the project the
// next one starts with (given to it as soon as the server has it); while one runs, its own project,
// saved at each change.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WorkRecord } from '@diary/contracts';
import { isLocalId } from '../../../lib/offline/outbox';
import { useAppDispatch } from '../../../lib/store';
import { showToast } from '../../../lib/toast/toast.slice';
import { i18n } from '../../../lib/i18n/i18n';
import { useUpdateRecordMutation } from '../../../api/diary.api';

export function useSessionProject(active: WorkRecord | null) {
  const dispatch = useAppDispatch();
  const [updateRecord] = useUpdateRecordMutation();
  const [nextProject, setNextProject] = useState<string | null>(null);
  const seen = useRef<string | null>(null);

  const save = useCallback(
    async (id: string, projectId: string | null) => {
      try {
        await updateRecord({ id, projectId }).unwrap();
        return true;
      } catch {
        dispatch(
          showToast({
            title: i18n.t('dailyWork:toast.projectNotSaved'),
            description: i18n.t('dailyWork:toast.projectNotSavedText'),
            variant: 'destructive',
          }),
        );
        return false;
      }
    },
    [updateRecord, dispatch],
  );

  // A session the server has just made takes the project chosen for it (once per session).
  useEffect(() => {
    if (!active || isLocalId(active.id) || seen.current === active.id) return;
    seen.current = active.id;
    if (!nextProject || active.projectId) return;
    const projectId = nextProject;
    setNextProject(null);
    void save(active.id, projectId).then((ok) => !ok && setNextProject(projectId));
  }, [active, nextProject, save]);

  const local = Boolean(active && isLocalId(active.id));
  return {
    projectId: active && !local ? (active.projectId ?? null) : nextProject,
    onChange: (projectId: string | null) =>
      active && !local ? void save(active.id, projectId) : setNextProject(projectId),
  };
}
