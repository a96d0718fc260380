// The user's project names by id (for filing a past-day note under the session its words name).
import { useMemo } from 'react';
import { useGetProjectsQuery } from '../../../api/diary.api';
import type { ProjectNames } from './past-day-filing';

export function useProjectNames(): ProjectNames {
  const { data } = useGetProjectsQuery();
  return useMemo(() => Object.fromEntries((data ?? []).map((p) => [p.id, p.name])), [data]);
}
