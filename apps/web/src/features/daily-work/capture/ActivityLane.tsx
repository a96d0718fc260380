// Daily Work's activity lane: the day's commits, pull requests, issues and meetings from the user's
// connections, each with "Add as note" and, for timed items, "Add as session". Beside the notes on a
// wide screen; a lane that opens and closes on a phone. A connection's trouble is one sentence here.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Card,
  Chip,
  Collapse,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined';
import { ACTIVITY_KIND_LABEL, canAddAsSession, type ActivityItem } from '@diary/contracts';
import { useScreenSize } from '../../../lib/breakpoints';
import { useAppDispatch } from '../../../lib/store';
import { showToast } from '../../../lib/toast/toast.slice';
import { formatClock } from '../../../lib/time';
import { SOURCE_NAME, SourceIcon } from '../../../components/connections/SourceIcon';
import { serverMessageOf } from '../../../lib/server-message';
import {
  useAddActivityItemMutation,
  useGetActivityQuery,
  useGetConnectionsQuery,
} from '../../../api/connections.api';
import { useTranslation } from 'react-i18next';

interface Props {
  date: string;
  /** The session a note goes to (the running one, or the one picked on a past day); else the server picks the day's latest. */
  noteTarget?: string;
}

export function ActivityLane({ date, noteTarget }: Props) {
  const { t } = useTranslation('dailyWork');
  const phone = useScreenSize() === 'mobile';
  const [open, setOpen] = useState(false);
  const connections = useGetConnectionsQuery();
  const connected = (connections.data?.length ?? 0) > 0;
  // Asked again when the day is opened after a minute: the server answers from its 10-minute cache.
  const activity = useGetActivityQuery(date, { skip: !connected, refetchOnMountOrArgChange: 60 });
  if (connections.isLoading || !connections.data) return null;
  const items = activity.data ?? [];
  const problems = connections.data.filter((c) => c.problem);
  const expanded = !phone || open;

  const heading = (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, width: '100%' }}>
      <WorkHistoryOutlinedIcon fontSize="small" color="action" />
      <Typography
        id="activity-lane-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, flex: 1 }}
      >
        {t('activity.title')}
      </Typography>
      {items.length > 0 && (
        <Chip size="small" label={items.length} aria-label={t('activity.items', { count: items.length })} />
      )}
      {phone && (
        <ExpandMoreIcon
          aria-hidden
          sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
        />
      )}
    </Stack>
  );

  return (
    <Card
      component="section"
      aria-labelledby="activity-lane-title"
      data-testid="activity-lane"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      {phone ? (
        <ButtonBase
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="activity-lane-body"
          sx={{ width: '100%', minHeight: 44, borderRadius: 1, textAlign: 'left', py: 0.5 }}
        >
          {heading}
        </ButtonBase>
      ) : (
        heading
      )}
      <Collapse in={expanded} id="activity-lane-body">
        <Stack spacing={1.25} sx={{ mt: 1 }}>
          {!connected ? (
            <Typography variant="body2" color="text.secondary">
              {t('activity.connectBefore')}
              <Link component={RouterLink} to="/settings#connections">
                {t('common:nav.settings')}
              </Link>
              {t('activity.connectAfter')}
            </Typography>
          ) : (
            <>
              {problems.map((c) => (
                <Alert key={c.id} severity="warning" variant="outlined" sx={{ py: 0 }}>
                  {c.problem}
                </Alert>
              ))}
              {activity.isError ? (
                <Alert
                  severity="error"
                  variant="outlined"
                  action={<Button onClick={() => void activity.refetch()}>{t('activity.retry')}</Button>}
                >
                  {t('activity.loadFailed')}
                </Alert>
              ) : activity.isLoading ? (
                <Stack spacing={1}>
                  <Skeleton variant="rounded" height={22} />
                  <Skeleton variant="rounded" height={22} width="70%" />
                </Stack>
              ) : items.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('activity.empty')}
                </Typography>
              ) : (
                <Box component="ul" aria-label={t('activity.list')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {items.map((item) => (
                    <ActivityRow key={item.id} item={item} date={date} noteTarget={noteTarget} />
                  ))}
                </Box>
              )}
            </>
          )}
        </Stack>
      </Collapse>
    </Card>
  );
}

function timeOf(item: ActivityItem): string {
  return item.end ? `${formatClock(item.start)}–${formatClock(item.end)}` : formatClock(item.start);
}

function ActivityRow({ item, date, noteTarget }: { item: ActivityItem; date: string; noteTarget?: string }) {
  const { t } = useTranslation('dailyWork');
  const dispatch = useAppDispatch();
  const [add, adding] = useAddActivityItemMutation();
  const added = new Set(item.added ?? []);

  const addAs = async (as: 'note' | 'session') => {
    try {
      await add({
        date,
        itemId: item.id,
        as,
        ...(as === 'note' && noteTarget ? { workRecordId: noteTarget } : {}),
      }).unwrap();
      dispatch(
        showToast({
          title: as === 'note' ? t('activity.addedNote') : t('activity.addedSession'),
          description: item.title,
        }),
      );
    } catch (err) {
      dispatch(
        showToast({
          title: t('activity.notAdded'),
          description: serverMessageOf(err) ?? t('activity.notAddedText'),
          variant: 'destructive',
        }),
      );
    }
  };

  const addButton = (as: 'note' | 'session') =>
    added.has(as) ? (
      <Chip
        size="small"
        icon={<CheckIcon />}
        label={as === 'note' ? t('activity.noteAdded') : t('activity.sessionAdded')}
        variant="outlined"
      />
    ) : (
      <Button
        size="small"
        disabled={adding.isLoading}
        onClick={() => void addAs(as)}
        sx={{ px: 0.75, minWidth: 0, whiteSpace: 'nowrap' }}
      >
        {as === 'note' ? t('activity.addNote') : t('activity.addSession')}
      </Button>
    );

  return (
    <Box
      component="li"
      data-testid="activity-item"
      sx={{
        display: 'flex',
        gap: 1.25,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <SourceIcon
        kind={item.source}
        fontSize="small"
        color="action"
        sx={{ mt: 0.25 }}
        titleAccess={item.source === 'calendar' ? t('common:nav.calendar') : SOURCE_NAME[item.source]}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.url ? (
            <Link href={item.url} target="_blank" rel="noopener noreferrer" underline="hover" color="inherit">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {ACTIVITY_KIND_LABEL[item.kind]} · <time dateTime={item.start}>{timeOf(item)}</time>
        </Typography>
        <Stack direction="row" sx={{ gap: 0.5, mt: 0.5, flexWrap: 'wrap', ml: -0.75 }}>
          {addButton('note')}
          {canAddAsSession(item) && addButton('session')}
        </Stack>
      </Box>
    </Box>
  );
}
