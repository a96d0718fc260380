// The Daily Work screen (docs/product-rules.md, Work sessions, Notes and drafts): date navigation, the
// session control bar, the ruled-paper note editor and the day's sessions with their summaries.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Stack } from '@mui/material';
import { isDayKey } from '@diary/contracts';
import { useAppDispatch } from '../../lib/store';
import { asksToStartSession } from '../../lib/nav-items';
import { selectedDateChanged } from '../../lib/selected-date.slice';
import { DailyOverviewDialog } from './session/DailyOverviewDialog';
import { DailyWorkHeader } from './DailyWorkHeader';
import { DateNavigator } from '../../components/DateNavigator';
import { pageSx } from '../../components/PageHeader';
import { NoteEditor } from './capture/NoteEditor';
import { PreviousSessionsPanel } from './session/PreviousSessionsPanel';
import { ActivityLane } from './capture/ActivityLane';
import { SessionControlBar } from './session/SessionControlBar';
import { DailyTargetProgress } from './session/DailyTargetProgress';
import { SessionNotesTimeline } from './notes/SessionNotesTimeline';
import { StopSessionDialog } from './session/StopSessionDialog';
import { previousEnd } from './session/sort-sessions';
import { useDailyWork } from './use-daily-work';
import { useNoteImages } from './capture/use-note-images';
import { useSessionTags } from './session/use-session-tags';
import { useSessionProject } from './session/use-session-project';
import { IdleReturnPrompt } from './session/IdleReturnPrompt';
import { appendText } from './capture/voice-phrases';
import { AddSessionForNoteDialog } from './session/AddSessionForNoteDialog';
import { DraftPreview } from './drafts/DraftPreview';
import { SyncIndicator } from './drafts/SyncIndicator';
import { PastDayFiling } from './session/PastDayFiling';
import { pastDayTarget } from './session/past-day-filing';
import { useNoteHighlight } from './notes/use-note-highlight';
import { HighlightedNoteContext } from '../../components/notes/highlighted-note';
import { dropDayPreview } from '../../lib/day-preview';

export default function DailyWorkPage() {
  const dw = useDailyWork();
  const { date, draft, session, day } = dw;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [stopOpen, setStopOpen] = useState(false);
  const [overviewOpen, setOverviewOpen] = useState(false);
  const [starting, setStarting] = useState(false);
  const sessionTags = useSessionTags(session.active);
  const sessionProject = useSessionProject(session.active);

  // ?date=yyyy-MM-dd selects that day.
  const paramDate = params.get('date');
  useEffect(() => {
    if (paramDate && isDayKey(paramDate)) dispatch(selectedDateChanged(paramDate));
  }, [paramDate, dispatch]);

  const changeDate = useCallback(
    (next: string) => {
      dispatch(selectedDateChanged(next));
      if (params.has('date'))
        setParams(
          (p) => {
            p.set('date', next);
            return p;
          },
          { replace: true },
        );
    },
    [dispatch, params, setParams],
  );

  const start = useCallback(
    async (reason: 'manual' | 'link') => {
      setStarting(true);
      try {
        return await dw.startSession(reason);
      } finally {
        setStarting(false);
      }
    },
    [dw],
  );

  // The sidebar's New Session (router state, only from inside the app) starts a session once, then
  // the state is dropped. A `?start=true` in the address is a link anyone could send (another
  // site, an e-mail): it starts nothing and is removed.
  const startedFor = useRef<string | null>(null);
  const wantsStart = asksToStartSession(location.state);
  const hasStartParam = params.has('start');
  useEffect(() => {
    if (hasStartParam)
      setParams(
        (p) => {
          p.delete('start');
          return p;
        },
        { replace: true },
      );
  }, [hasStartParam, setParams]);
  useEffect(() => {
    if (!wantsStart || !session.known || !dw.userId || startedFor.current === location.key) return;
    startedFor.current = location.key;
    const here = { pathname: location.pathname, search: location.search };
    void start('link').finally(() => navigate(here, { replace: true, state: null }));
  }, [wantsStart, session.known, dw.userId, start, navigate, location]);

  const append = useCallback(
    (addition: string) => dw.change(appendText(draft.current(), addition)),
    [dw, draft],
  );
  const records = day.data?.records ?? [];
  const images = useNoteImages({
    date,
    pastDayTarget: () => pastDayTarget(records, dw.pickedId),
    startSession: () => dw.startSession('auto'),
    append,
  });
  const dayShown = day.data && (paramDate === null || paramDate === date);
  // The server's preview of the day goes in the same frame as this screen's notes come (before the
  // browser paints), or as soon as the day cannot be shown.
  useLayoutEffect(() => {
    if (dayShown || day.isError) dropDayPreview();
  }, [dayShown, day.isError]);
  const highlighted = useNoteHighlight(
    params.get('note'),
    dayShown ? `${date}:${day.fulfilledTimeStamp}:${session.active?.notes.length ?? 0}` : null,
  );
  return (
    <HighlightedNoteContext.Provider value={highlighted}>
      <Box sx={pageSx}>
        <Stack spacing={{ xs: 2, sm: 2.5 }}>
          <DailyWorkHeader
            onReport={() => navigate(`/reports?date=${date}`)}
            onSessions={() => navigate('/sessions')}
            date={<DateNavigator date={date} onChange={changeDate} />}
          />
          <SessionControlBar
            active={session.active}
            known={session.known}
            lastKnown={session.lastKnown}
            starting={starting}
            dayTotal={day.data?.totalDuration ?? null}
            onStart={() => void start('manual')}
            onStop={() => setStopOpen(true)}
            tags={sessionTags.tags}
            onTagsChange={sessionTags.onChange}
            projectId={sessionProject.projectId}
            onProjectChange={sessionProject.onChange}
          />
          {dw.isToday && (
            <DailyTargetProgress
              date={date}
              records={records}
              active={session.active}
              settings={dw.settings}
            />
          )}
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 2, sm: 2.5 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <Stack spacing={{ xs: 2, sm: 2.5 }} sx={{ minWidth: 0 }}>
              {!dw.isToday && (
                <PastDayFiling
                  date={date}
                  records={records}
                  pickedId={dw.pickedId}
                  onPick={dw.pickSession}
                  text={draft.text}
                  projects={dw.projectNames}
                  loading={day.isLoading}
                />
              )}
              <NoteEditor
                text={draft.text}
                sync={<SyncIndicator status={draft.status} remoteUpdated={draft.remoteUpdated} />}
                saving={dw.saving}
                hasActiveSession={Boolean(session.active)}
                voiceLanguage={dw.settings?.voiceInputLanguage}
                imageBusy={images.busy}
                onChange={dw.change}
                onAppend={append}
                onSave={() => void dw.saveNote()}
                onImages={(files) => void images.keepAndRead(files)}
                onDrawing={(png) => void images.convertDrawing(png)}
                onSaveDrawing={(png) => void images.saveDrawing(png)}
              />
              <DraftPreview text={draft.text} />
              {session.active && dw.isToday && <SessionNotesTimeline record={session.active} />}
            </Stack>
            <Stack spacing={{ xs: 2, sm: 2.5 }} sx={{ minWidth: 0 }}>
              <PreviousSessionsPanel
                records={records}
                loading={day.isLoading}
                failed={day.isError}
                generating={dw.generating}
                onOpenOverview={() => setOverviewOpen(true)}
              />
              {/* Below the sessions: it comes after its data, and moves nothing when it does. */}
              <ActivityLane
                date={date}
                noteTarget={(dw.isToday ? session.active?.id : dw.pickedId) ?? undefined}
              />
            </Stack>
          </Box>
        </Stack>
        <IdleReturnPrompt active={session.active} timeoutMs={dw.idleMs} />
        <StopSessionDialog
          open={stopOpen}
          record={session.active}
          previousEnd={previousEnd(records, session.active)}
          stopping={dw.stopping}
          onClose={() => setStopOpen(false)}
          onStop={dw.stopSession}
        />
        <DailyOverviewDialog
          open={overviewOpen}
          onClose={() => setOverviewOpen(false)}
          date={date}
          day={day.data}
          generating={dw.generating}
        />
        <AddSessionForNoteDialog
          open={dw.needsSession}
          date={date}
          onClose={dw.closeNeedsSession}
          onAdd={dw.addSessionForNote}
        />
      </Box>
    </HighlightedNoteContext.Provider>
  );
}
