// Pen mode: a 300 px high drawing surface whose strokes follow the pointer's
// pressure, a Clear action, a 'Smart Pen Detected' hint for pen pointers, a button that reads the
// handwriting into note text and one that keeps the drawing in the note as an image (the drawing
// stays until it is cleared).
import { PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import DrawOutlinedIcon from '@mui/icons-material/DrawOutlined';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';

export const CANVAS_HEIGHT = 300;

export interface Point {
  x: number;
  y: number;
  pressure: number;
}
export type Stroke = Point[];

/** Line width for a pressure between 0 and 1 (mice report 0.5 while pressed). */
export const strokeWidth = (pressure: number) => 1.2 + Math.min(1, Math.max(0, pressure || 0.5)) * 4;

function drawStroke(ctx: CanvasRenderingContext2D, stroke: Stroke, from = 1) {
  for (let i = Math.max(1, from); i < stroke.length; i++) {
    const a = stroke[i - 1];
    const b = stroke[i];
    ctx.lineWidth = strokeWidth((a.pressure + b.pressure) / 2);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
  }
  if (stroke.length === 1 && from <= 1) {
    const p = stroke[0];
    ctx.beginPath();
    ctx.arc(p.x, p.y, strokeWidth(p.pressure) / 2, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** White space kept around the ink, in canvas pixels: OCR reads a word touching the edge badly. */
export const TRIM_MARGIN = 24;

/** The ink's bounding box plus the stroke width and TRIM_MARGIN on every side; null without ink. */
export function inkBounds(strokes: Stroke[]): { x: number; y: number; width: number; height: number } | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const stroke of strokes)
    for (const p of stroke) {
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
  if (minX === Infinity) return null;
  const pad = strokeWidth(1) / 2 + TRIM_MARGIN;
  return { x: minX - pad, y: minY - pad, width: maxX - minX + pad * 2, height: maxY - minY + pad * 2 };
}

/** The drawing as a PNG: dark ink on white, trimmed to the ink, at twice the size, which reads best. */
function exportPng(strokes: Stroke[]): Promise<File | null> {
  const bounds = inkBounds(strokes);
  if (!bounds) return Promise.resolve(null);
  const scale = 2;
  const c = document.createElement('canvas');
  c.width = Math.max(1, Math.round(bounds.width * scale));
  c.height = Math.max(1, Math.round(bounds.height * scale));
  const ctx = c.getContext('2d');
  if (!ctx) return Promise.resolve(null);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, c.width, c.height);
  ctx.scale(scale, scale);
  ctx.translate(-bounds.x, -bounds.y);
  ctx.strokeStyle = ctx.fillStyle = '#111111';
  ctx.lineCap = ctx.lineJoin = 'round';
  strokes.forEach((s) => drawStroke(ctx, s));
  return new Promise((resolve) =>
    c.toBlob(
      (blob) => resolve(blob ? new File([blob], 'drawing.png', { type: 'image/png' }) : null),
      'image/png',
    ),
  );
}

export function PenCanvas({
  onConvert,
  onSaveImage,
  busy,
}: {
  onConvert: (png: File) => void;
  onSaveImage?: (png: File) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('dailyWork');
  const theme = useTheme();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokesRef = useRef<Stroke[]>([]);
  const drawingRef = useRef<Stroke | null>(null);
  const [hasInk, setHasInk] = useState(false);
  const [penDetected, setPenDetected] = useState(false);
  const ink = theme.palette.text.primary;

  const context = useCallback(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return null;
    ctx.strokeStyle = ctx.fillStyle = ink;
    ctx.lineCap = ctx.lineJoin = 'round';
    return ctx;
  }, [ink]);

  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const dpr = window.devicePixelRatio || 1;
    const width = canvas.clientWidth;
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(CANVAS_HEIGHT * dpr);
    const ctx = context();
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    strokesRef.current.forEach((s) => drawStroke(ctx, s));
  }, [context]);

  useEffect(() => {
    redraw();
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => redraw());
    ro.observe(canvas);
    return () => ro.disconnect();
  }, [redraw]);

  const point = (e: ReactPointerEvent<HTMLCanvasElement> | PointerEvent): Point => {
    const rect = canvasRef.current!.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top, pressure: e.pressure };
  };

  const down = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    e.preventDefault();
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the stroke is drawn without capture.
    }
    if (e.pointerType === 'pen') setPenDetected(true);
    const stroke: Stroke = [point(e)];
    drawingRef.current = stroke;
    strokesRef.current.push(stroke);
    const ctx = context();
    if (ctx) drawStroke(ctx, stroke);
    setHasInk(true);
  };

  const move = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const stroke = drawingRef.current;
    if (!stroke) return;
    const from = stroke.length;
    const events = e.nativeEvent.getCoalescedEvents?.() ?? [];
    if (events.length) events.forEach((ev) => stroke.push(point(ev)));
    else stroke.push(point(e));
    const ctx = context();
    if (ctx) drawStroke(ctx, stroke, from);
  };

  const up = () => {
    drawingRef.current = null;
  };

  const clear = () => {
    strokesRef.current = [];
    drawingRef.current = null;
    setHasInk(false);
    redraw();
  };

  const convert = async () => {
    const file = await exportPng(strokesRef.current);
    if (file) onConvert(file);
  };

  const saveImage = async () => {
    const file = await exportPng(strokesRef.current);
    if (file) onSaveImage?.(file);
  };

  const line = alpha(theme.palette.primary.main, 0.14);
  return (
    <Box>
      <Box sx={{ position: 'relative' }}>
        <Box
          component="canvas"
          ref={canvasRef}
          aria-label={t('pen.area')}
          role="img"
          data-testid="pen-canvas"
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          onPointerEnter={(e) => e.pointerType === 'pen' && setPenDetected(true)}
          sx={{
            display: 'block',
            width: '100%',
            height: CANVAS_HEIGHT,
            touchAction: 'none',
            cursor: 'crosshair',
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent 31px, ${line} 31px, ${line} 32px)`,
          }}
        />
        {!hasInk && (
          <Stack
            alignItems="center"
            spacing={0.5}
            sx={{
              position: 'absolute',
              inset: 0,
              justifyContent: 'center',
              pointerEvents: 'none',
              color: 'text.secondary',
            }}
          >
            <DrawOutlinedIcon />
            <Typography variant="body2">{t('pen.hint')}</Typography>
          </Stack>
        )}
        {penDetected && (
          <Chip
            size="small"
            color="secondary"
            icon={<DrawOutlinedIcon />}
            label={t('pen.detected')}
            sx={{ position: 'absolute', top: 8, right: 8 }}
          />
        )}
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<DeleteSweepOutlinedIcon />}
          onClick={clear}
          disabled={!hasInk}
        >
          {t('pen.clear')}
        </Button>
        {onSaveImage && (
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlinedIcon />}
            onClick={() => void saveImage()}
            disabled={!hasInk || busy}
          >
            {t('pen.saveImage')}
          </Button>
        )}
        <Button
          variant="contained"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <TextFieldsIcon />}
          onClick={() => void convert()}
          disabled={!hasInk || busy}
        >
          {busy ? t('pen.reading') : t('pen.convert')}
        </Button>
      </Stack>
    </Box>
  );
}
