// Settings → Projects: the user's projects with client, hourly rate, currency and colour; add,
// change and delete (a deleted project's sessions keep their time and lose the project).
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { PROJECT_PALETTE, type Project, type ProjectRequest } from '@diary/contracts';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import {
  useCreateProjectMutation,
  useDeleteProjectMutation,
  useGetProjectsQuery,
  useUpdateProjectMutation,
} from '../../api/diary.api';
import { ProjectDot } from '../../components/projects/ProjectSelect';
import { CURRENCIES } from '../../components/projects/currencies';
import { formatNumber } from '../../lib/time';

interface Draft {
  name: string;
  client: string;
  hourlyRate: string;
  currency: string;
  color: string;
}

const empty = (count: number): Draft => ({
  name: '',
  client: '',
  hourlyRate: '',
  currency: 'EUR',
  color: PROJECT_PALETTE[count % PROJECT_PALETTE.length],
});

const fromProject = (p: Project): Draft => ({
  name: p.name,
  client: p.client ?? '',
  hourlyRate: p.hourlyRate === null ? '' : String(p.hourlyRate),
  currency: p.currency ?? 'EUR',
  color: p.color,
});

function toRequest(d: Draft): ProjectRequest {
  const rate = d.hourlyRate.trim() === '' ? null : Number(d.hourlyRate.replace(',', '.'));
  return {
    name: d.name,
    client: d.client.trim() || null,
    hourlyRate: rate,
    currency: rate === null ? null : d.currency,
    color: d.color,
  };
}

export function ProjectsCard() {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const projects = useGetProjectsQuery();
  const [create, creating] = useCreateProjectMutation();
  const [update, updating] = useUpdateProjectMutation();
  const [remove] = useDeleteProjectMutation();
  const list = projects.data ?? [];
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(() => empty(0));
  const busy = creating.isLoading || updating.isLoading;

  const fail = (err: unknown) =>
    dispatch(
      showToast({
        title: t('projects.notSaved'),
        description: (err as { serverMessage?: string }).serverMessage ?? t('projects.notSavedBody'),
        variant: 'destructive',
      }),
    );

  const save = async () => {
    try {
      if (editing) await update({ id: editing, ...toRequest(draft) }).unwrap();
      else await create(toRequest(draft)).unwrap();
      setEditing(null);
      setDraft(empty(list.length + 1));
    } catch (err) {
      fail(err);
    }
  };

  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  return (
    <Card component="section" aria-labelledby="projects-heading">
      <CardContent>
        <Typography id="projects-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('projects.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('projects.intro')}
        </Typography>
        <List dense aria-label={t('projects.list')}>
          {list.map((p) => (
            <ListItem
              key={p.id}
              data-testid="project-row"
              secondaryAction={
                <>
                  <IconButton
                    aria-label={t('projects.edit', { name: p.name })}
                    onClick={() => {
                      setEditing(p.id);
                      setDraft(fromProject(p));
                    }}
                  >
                    <EditOutlinedIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('projects.delete', { name: p.name })}
                    onClick={() => void remove(p.id).unwrap().catch(fail)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </>
              }
            >
              <ProjectDot color={p.color} />
              <ListItemText
                primary={p.name}
                secondary={[
                  p.client,
                  p.hourlyRate !== null && p.currency
                    ? t('projects.rate', {
                        rate: formatNumber(p.hourlyRate, {
                          minimumFractionDigits: 2,
                          maximumFractionDigits: 2,
                        }),
                        currency: p.currency,
                      })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          aria-label={editing ? t('projects.editForm') : t('projects.addForm')}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap flexWrap="wrap">
            <TextField
              size="small"
              label={t('projects.name')}
              value={draft.name}
              onChange={set('name')}
              required
            />
            <TextField
              size="small"
              label={t('projects.client')}
              value={draft.client}
              onChange={set('client')}
            />
            <TextField
              size="small"
              label={t('projects.hourlyRate')}
              value={draft.hourlyRate}
              onChange={set('hourlyRate')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ width: 170 }}
            />
            <TextField
              size="small"
              select
              label={t('projects.currency')}
              value={draft.currency}
              onChange={set('currency')}
              sx={{ width: 110 }}
            >
              {CURRENCIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="color"
              label={t('projects.colour')}
              value={draft.color}
              onChange={set('color')}
              sx={{ width: 90 }}
            />
            <Button type="submit" variant="contained" disabled={busy || !draft.name.trim()}>
              {editing ? t('projects.save') : t('projects.add')}
            </Button>
            {editing && (
              <Button
                onClick={() => {
                  setEditing(null);
                  setDraft(empty(list.length));
                }}
              >
                {t('projects.cancel')}
              </Button>
            )}
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
