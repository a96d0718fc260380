// A session's project as a small chip in its colour (the same colour as in every chart).
import { Chip } from '@mui/material';
import { useGetProjectsQuery } from '../../api/diary.api';

export function ProjectChip({ projectId }: { projectId: string | null | undefined }) {
  const projects = useGetProjectsQuery(undefined, { skip: !projectId });
  const project = projectId ? projects.data?.find((p) => p.id === projectId) : undefined;
  if (!project) return null;
  return (
    <Chip
      size="small"
      label={project.client ? `${project.name} · ${project.client}` : project.name}
      data-testid="project-chip"
      sx={{ bgcolor: project.color, color: (t) => t.palette.getContrastText(project.color) }}
    />
  );
}
