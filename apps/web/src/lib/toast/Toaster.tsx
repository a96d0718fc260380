// Shows the one current toast (bottom left; at the bottom on phones too, above a docked bar such as
// Daily Work's Save Note, never over the top bar or a dialog's title). It closes after 3000 ms or
// when swiped right or closed, and leaves the store 3000 ms after that. A toast of a delete offers
// Undo for 10 s: it puts the note or session back from the trash.
import { useEffect, useRef, useState, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, IconButton, Paper, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useAppDispatch, useAppSelector } from '../store';
import { dismissToast, removeToast, showToast, Toast } from './toast.slice';
import { useUndoDeleteMutation } from '../../api/trash.api';
import { serverMessageOf } from '../server-message';
import { TOAST_LIFT_VAR } from '../../hooks/use-toast-lift';
import {
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  UNDO_DURATION_MS,
} from './toast-timing';

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  const destructive = toast.variant === 'destructive';
  const [undoDelete, { isLoading: undoing }] = useUndoDeleteMutation();
  const undo = async (itemId: string) => {
    try {
      await undoDelete({ itemId }).unwrap();
      dispatch(showToast({ title: t('toast.restored'), description: t('toast.restoredText') }));
    } catch (err) {
      dispatch(
        showToast({
          title: t('toast.undoFailed'),
          description: serverMessageOf(err) ?? t('toast.undoFailedText'),
          variant: 'destructive',
        }),
      );
    }
  };

  useEffect(() => {
    if (!toast.open) {
      const timer = setTimeout(() => dispatch(removeToast(toast.id)), TOAST_REMOVE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(
      () => dispatch(dismissToast(toast.id)),
      toast.durationMs ?? (toast.undo ? UNDO_DURATION_MS : TOAST_DURATION_MS),
    );
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.open, toast.durationMs, toast.undo]);

  const onPointerDown = (e: PointerEvent) => {
    if ((e.target as HTMLElement).closest('button')) return;
    start.current = e.clientX;
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    if (start.current !== null) setDx(Math.max(0, e.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (dx > TOAST_SWIPE_THRESHOLD_PX) dispatch(dismissToast(toast.id));
    else setDx(0);
  };

  const hidden = !toast.open;
  return (
    <Paper
      elevation={6}
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      data-variant={toast.variant}
      data-state={toast.open ? 'open' : 'closed'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      sx={(theme) => ({
        pointerEvents: hidden ? 'none' : 'auto',
        touchAction: 'pan-y',
        userSelect: 'none',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        p: 2,
        pr: 1,
        width: '100%',
        borderRadius: 3,
        border: 1,
        borderColor: destructive ? theme.palette.error.dark : theme.palette.divider,
        bgcolor: destructive ? theme.palette.error.main : theme.palette.background.paper,
        color: destructive ? theme.palette.error.contrastText : theme.palette.text.primary,
        transform: hidden ? 'translateX(110%)' : `translateX(${dx}px)`,
        opacity: hidden ? 0 : 1 - Math.min(dx / 300, 0.6),
        transition: start.current === null ? 'transform 220ms ease, opacity 220ms ease' : 'none',
      })}
    >
      {destructive ? (
        <ErrorOutlineIcon fontSize="small" sx={{ mt: '2px' }} />
      ) : (
        <CheckCircleOutlineIcon fontSize="small" color="primary" sx={{ mt: '2px' }} />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, fontSize: '0.95rem', lineHeight: 1.35 }}>{toast.title}</Typography>
        {toast.description && (
          <Typography
            sx={{ fontSize: '0.875rem', opacity: destructive ? 0.95 : 0.8, mt: 0.25, lineHeight: 1.4 }}
          >
            {toast.description}
          </Typography>
        )}
      </Box>
      {toast.undo && (
        <Button
          size="small"
          color="primary"
          disabled={undoing || hidden}
          onClick={() => void undo(toast.undo!.itemId)}
          sx={{ alignSelf: 'center', fontWeight: 700, minHeight: 36 }}
        >
          {t('toast.undo')}
        </Button>
      )}
      <IconButton
        size="small"
        aria-label={t('toast.close')}
        onClick={() => dispatch(dismissToast(toast.id))}
        sx={{ color: 'inherit', opacity: 0.75, mt: -0.5 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}

export function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useAppSelector((s) => s.toast.toasts);
  return (
    <Box
      component="section"
      aria-label={t('toast.region')}
      aria-live="polite"
      sx={{
        position: 'fixed',
        zIndex: (t) => t.zIndex.snackbar,
        bottom: { xs: `calc(var(${TOAST_LIFT_VAR}, 0px) + 4px)`, sm: 8 },
        // A dialog covers the docked bar: the toast goes to the very bottom, below the dialog.
        'body:has(.MuiDialog-root) &': { bottom: { xs: 4, sm: 8 } },
        // Bottom left from tablet width up: over the sidebar's static plan card, never over the
        // page's own buttons on the right (the report's Copy buttons, Save Note).
        right: { xs: 4, sm: 'auto' },
        left: { xs: 4, sm: 8 },
        width: { sm: 360 },
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
        overflow: 'hidden',
      }}
    >
      {toasts.map((item) => (
        <ToastCard key={item.id} toast={item} />
      ))}
    </Box>
  );
}
