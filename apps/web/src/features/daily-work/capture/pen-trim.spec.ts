import { describe, expect, it } from 'vitest';
import { inkBounds, strokeWidth, TRIM_MARGIN } from './PenCanvas';

describe('trimming the drawing to its ink', () => {
  it('keeps the ink plus the stroke width and a margin on every side', () => {
    const pad = strokeWidth(1) / 2 + TRIM_MARGIN;
    const bounds = inkBounds([
      [
        { x: 100, y: 50, pressure: 0.5 },
        { x: 180, y: 90, pressure: 0.5 },
      ],
      [{ x: 140, y: 120, pressure: 0.5 }],
    ]);
    expect(bounds).toEqual({ x: 100 - pad, y: 50 - pad, width: 80 + pad * 2, height: 70 + pad * 2 });
  });
  it('has no bounds without ink', () => {
    expect(inkBounds([])).toBeNull();
    expect(inkBounds([[]])).toBeNull();
  });
});
