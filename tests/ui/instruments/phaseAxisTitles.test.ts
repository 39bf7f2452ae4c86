import { describe, expect, it } from 'vitest';
import { PhasePlotModel } from '../../../src/app/instruments/PhasePlotModel';
import { paintPhasePlot } from '../../../src/ui/instruments/PhasePlotPainter';

/** A 2D context that draws nothing and measures 10 px type at 5.5 px a character (about the browser's sans-serif). */
function blankContext(): CanvasRenderingContext2D {
  const measured = { measureText: (text: string) => ({ width: 5.5 * [...text].length }) };
  return new Proxy(measured, {
    get: (target, key) => (key in target ? target[key as keyof typeof target] : () => undefined),
    set: () => true,
  }) as unknown as CanvasRenderingContext2D;
}

describe('the phase plot’s axis titles', () => {
  it(
    'the angular velocity’s long title on a tall plot and its short one on a short plot (under a tall compare card), each ' +
      'inside the canvas',
    () => {
      const model = new PhasePlotModel();
      const tall = paintPhasePlot(blankContext(), 318, 260, model, null);
      const short = paintPhasePlot(blankContext(), 318, 110, model, null);
      expect(tall.map((title) => title.text)).toEqual(['heading error e (°)', 'angular velocity ω (°/s)']);
      expect(short.map((title) => title.text)).toEqual(['heading error e (°)', 'ω (°/s)']);
      for (const [titles, height] of [
        [tall, 260],
        [short, 110],
      ] as const) {
        for (const title of titles) {
          expect(title.left, title.text).toBeGreaterThanOrEqual(0);
          expect(title.top, title.text).toBeGreaterThanOrEqual(0);
          expect(title.right, title.text).toBeLessThanOrEqual(318);
          expect(title.bottom, title.text).toBeLessThanOrEqual(height);
        }
      }
    },
  );
});
