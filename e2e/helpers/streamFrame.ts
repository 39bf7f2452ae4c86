/**
 * A frame of the game canvas's own stream (`canvas.captureStream`), what the clip recorder records
 * (src/ui/clip/ClipRecorder.ts), read back as pixels.
 */
import type { Page } from '@playwright/test';
import type { Vec2 } from './geometry';

/** The RGB pixels of a square of the frame around a page point, `radius` CSS px either side (row by row). */
export interface FramePatch {
  readonly size: number;
  readonly rgb: number[];
}

/**
 * Grabs the next frame of `#game canvas`'s stream (ImageCapture.grabFrame on its video track) and
 * returns the square of `radius` CSS px around `centre` (page px), in the frame's own pixels.
 */
export async function streamPatch(page: Page, centre: Vec2, radius: number): Promise<FramePatch> {
  return page.evaluate(
    async ([x, y, r]) => {
      const canvas = document.querySelector('#game canvas') as HTMLCanvasElement;
      const track = canvas.captureStream(30).getVideoTracks()[0] as MediaStreamTrack;
      try {
        const capture = new (
          window as unknown as { ImageCapture: new (t: MediaStreamTrack) => { grabFrame(): Promise<ImageBitmap> } }
        ).ImageCapture(track);
        const frame = await capture.grabFrame();
        const box = canvas.getBoundingClientRect();
        const scale = frame.width / box.width;
        const size = Math.round(2 * r * scale);
        const copy = document.createElement('canvas');
        copy.width = size;
        copy.height = size;
        const context = copy.getContext('2d') as CanvasRenderingContext2D;
        context.drawImage(
          frame,
          Math.round((x - box.left - r) * scale),
          Math.round((y - box.top - r) * scale),
          size,
          size,
          0,
          0,
          size,
          size,
        );
        const data = context.getImageData(0, 0, size, size).data;
        const rgb: number[] = [];
        for (let i = 0; i < data.length; i += 4) rgb.push(data[i] as number, data[i + 1] as number, data[i + 2] as number);
        return { size, rgb };
      } finally {
        track.stop();
      }
    },
    [centre[0], centre[1], radius] as const,
  );
}

/**
 * How many pixels of patch `a` show something translucent in colour `rgb` that patch `b`, of the
 * same place without it, does not: pixels that differ by more than `tolerance` in some channel and
 * whose colour in `a` lies between their colour in `b` and `rgb` (drawn over it at an alpha from 8 to
 * 80 %), within `tolerance`.
 */
export function translucentPixels(a: FramePatch, b: FramePatch, rgb: readonly [number, number, number], tolerance = 24): number {
  let count = 0;
  for (let i = 0; i < a.rgb.length; i += 3) {
    const under = [0, 1, 2].map((c) => b.rgb[i + c] as number);
    const over = [0, 1, 2].map((c) => (a.rgb[i + c] as number) - (under[c] as number));
    if (over.every((v) => Math.abs(v) <= tolerance)) continue;
    const toward = [0, 1, 2].map((c) => (rgb[c] as number) - (under[c] as number));
    const length2 = toward.reduce((sum, v) => sum + v * v, 0);
    if (length2 === 0) continue;
    const alpha = over.reduce((sum, v, c) => sum + v * (toward[c] as number), 0) / length2;
    const residual = Math.hypot(...over.map((v, c) => v - alpha * (toward[c] as number)));
    if (alpha >= 0.08 && alpha <= 0.8 && residual <= tolerance) count++;
  }
  return count;
}

/** An `rgb(r, g, b)` CSS colour as its three channels. */
export function cssRgb(css: string): [number, number, number] {
  const match = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(css);
  if (!match) throw new Error(`not an rgb() colour: ${css}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}
