// Picks a session's project (or none) from the user's projects, each shown with its colour.
import { Box, MenuItem, TextField } from '@mui/material';
import { useGetProjectsQuery } from '../../api/diary.api';
import { useTranslation } from 'react-i18next';

export function ProjectDot({ color }: { color: string | null | undefined }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: color ?? 'transparent',
        border: color ? 'none' : '1px solid',
        borderColor: 'text.disabled',
        mr: 1,
        flexShrink: 0,
      }}
    />
  );
}

export function ProjectSelect({
  value,
  onChange,
  label,
  disabled,
  size = 'small',
}: {
  value: string | null;
  onChange: (projectId: string | null) => void;
  label?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('common');
  const shown = label ?? t('project.label');
  const projects = useGetProjectsQuery();
  const list = projects.data ?? [];
  // A project not (yet) listed is still shown as chosen rather than dropped.
  const known = value === null || list.some((p) => p.id === value);
  return (
    <TextField
      select
      size={size}
      label={shown}
      value={known ? (value ?? '') : ''}
      onChange={(e) => onChange(e.target.value || null)}
      disabled={disabled}
      // Wide enough for its label: a select's label sits inside it until a project is chosen, and
      // "Project for the next session" was cut at 200 px. (1ch is a digit's width, wider than most letters.)
      sx={{ minWidth: `max(200px, calc(${shown.length}ch + 56px))`, maxWidth: '100%' }}
      slotProps={{ htmlInput: { 'data-testid': 'project-select' } }}
      helperText={list.length === 0 && projects.isSuccess ? t('project.addInSettings') : undefined}
    >
      <MenuItem value="">
        <ProjectDot color={null} />
        {t('project.none')}
      </MenuItem>
      {list.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          <ProjectDot color={p.color} />
          {p.name}
          {p.client ? ` · ${p.client}` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
