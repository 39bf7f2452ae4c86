/**
 * Recording the play area as a WebM video: the canvas's own stream (`canvas.captureStream`) through
 * the browser's `MediaRecorder`. No library and no encoding of our own: the browser encodes (VP9
 * or VP8). What is recorded is the canvas only (the drawing), not the page's HTML around and over
 * it (the HUD, the bar, this recorder's own indicator). The browser streams the file and leaves its
 * length out; it is written in afterwards (src/app/export/webmDuration.ts), so players can seek.
 */

import { withWebmDuration } from '../../app/export/webmDuration';
import { withWebmCues } from '../../app/export/webmCues';

/** The WebM types tried, best first (VP9 is smaller at the same quality; VP8 plays everywhere). */
export const CLIP_MIME_TYPES: readonly string[] = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'];

/** The name a downloaded clip gets. */
export const CLIP_FILE_NAME = 'pid-steering-clip.webm';

/** Frames per second asked of the canvas's stream (the game draws at up to 60; 30 halves the file). */
export const CLIP_FRAME_RATE = 30;

/** Whether this browser can record the canvas, and with which type; or why not, in words for the player. */
export type RecordingSupport = { readonly ok: true; readonly mimeType: string } | { readonly ok: false; readonly reason: string };

/** Checks what recording needs: MediaRecorder, the canvas's captureStream and one WebM type. */
export function recordingSupport(canvas: HTMLCanvasElement | null): RecordingSupport {
  if (typeof window.MediaRecorder !== 'function')
    return { ok: false, reason: 'This browser cannot record video: it has no MediaRecorder.' };
  if (!canvas) return { ok: false, reason: 'There is no play area to record yet.' };
  if (typeof canvas.captureStream !== 'function')
    return { ok: false, reason: 'This browser cannot record the play area: its canvas has no captureStream.' };
  const isSupported =
    typeof MediaRecorder.isTypeSupported === 'function' ? (type: string) => MediaRecorder.isTypeSupported(type) : () => false;
  const mimeType = CLIP_MIME_TYPES.find(isSupported);
  if (!mimeType)
    return { ok: false, reason: 'This browser cannot record WebM video (its MediaRecorder takes none of VP9, VP8 or plain WebM).' };
  return { ok: true, mimeType };
}

/** A finished clip. */
export interface Clip {
  readonly blob: Blob;
  /** The recording's length, s: as written into the file (from its frames), or else by the page's clock. */
  readonly seconds: number;
  /** Whether the file says its length (see {@link withWebmDuration}); false: players learn it only at the end. */
  readonly hasDuration: boolean;
  /** Width and height of the canvas when the recording started, device px: the frames' size. */
  readonly width: number;
  readonly height: number;
}

/** What a recording reports. */
export interface ClipRecordingEvents {
  /** The recording ended (its time ran out, or {@link ClipRecording.stop}) and made a clip. */
  done(clip: Clip): void;
  /** The recording could not start or stopped on an error: the reason, in words for the player. */
  failed(reason: string): void;
}

/** What went wrong, in a few words (an Error, a DOMException or an error event). */
function describeError(error: unknown): string {
  if (error instanceof Error || error instanceof DOMException) return error.message ? `${error.name}: ${error.message}` : error.name;
  if (error && typeof error === 'object' && 'error' in error) return describeError((error as { error: unknown }).error);
  return String(error);
}

/**
 * One recording of a canvas: starts at once, stops after `seconds` (or at {@link stop}), then
 * reports the clip; an error at the start or on the way is reported as a reason instead (and the
 * stream's tracks are stopped either way).
 */
export class ClipRecording {
  private readonly chunks: Blob[] = [];
  private recorder: MediaRecorder | null = null;
  private stream: MediaStream | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private startedAt = 0;
  private stoppedAt = 0;
  private ended = false;
  private width = 0;
  private height = 0;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly mimeType: string,
    private readonly events: ClipRecordingEvents,
  ) {}

  /** Starts recording for `seconds`; returns whether it started (if not, `failed` was called). */
  start(seconds: number): boolean {
    try {
      this.width = this.canvas.width;
      this.height = this.canvas.height;
      this.stream = this.canvas.captureStream(CLIP_FRAME_RATE);
      const recorder = new MediaRecorder(this.stream, { mimeType: this.mimeType });
      this.recorder = recorder;
      recorder.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0) this.chunks.push(event.data);
      });
      recorder.addEventListener('error', (event) => this.fail(`The recording stopped: ${describeError(event)}.`));
      recorder.addEventListener('stop', () => this.finish());
      // A chunk a second: a long clip is not held in one piece by the encoder.
      recorder.start(1000);
      this.startedAt = performance.now();
      this.timer = setTimeout(() => this.stop(), seconds * 1000);
      return true;
    } catch (error) {
      this.fail(`The recording could not start: ${describeError(error)}.`);
      return false;
    }
  }

  /** Seconds recorded so far (real time). */
  get elapsed(): number {
    return this.recorder ? ((this.stoppedAt || performance.now()) - this.startedAt) / 1000 : 0;
  }

  /** Whether it is still recording. */
  get recording(): boolean {
    return !this.ended && this.recorder?.state === 'recording';
  }

  /** Stops now; the clip follows (`done`) once the recorder has handed over its last data. */
  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.recorder?.state === 'recording') {
      this.stoppedAt = performance.now();
      this.recorder.stop();
    }
  }

  /** Stops and drops everything, reporting nothing (the page is going away). */
  abandon(): void {
    this.ended = true;
    this.stop();
    this.release();
  }

  private finish(): void {
    if (this.ended) return;
    this.ended = true;
    this.release();
    if (this.chunks.length === 0) {
      this.events.failed('The recording stopped before a single frame was recorded.');
      return;
    }
    const type = this.recorder?.mimeType || this.mimeType;
    const clockSeconds = this.elapsed;
    const streamed = new Blob(this.chunks, { type });
    const report = (blob: Blob, fileSeconds: number | null): void =>
      this.events.done({
        blob,
        seconds: fileSeconds ?? clockSeconds,
        hasDuration: fileSeconds !== null,
        width: this.width,
        height: this.height,
      });
    streamed
      .arrayBuffer()
      .then((buffer) => {
        // Its length in the header, then an index of its clusters, so that a player can scrub it at once.
        const fixed = withWebmDuration(new Uint8Array(buffer));
        const indexed = withWebmCues(fixed.bytes);
        report(
          fixed.seconds === null && indexed === fixed.bytes ? streamed : new Blob([indexed as Uint8Array<ArrayBuffer>], { type }),
          fixed.seconds,
        );
      })
      // Not readable (out of memory?): the clip as the browser made it, without its length.
      .catch(() => report(streamed, null));
  }

  private fail(reason: string): void {
    if (this.ended) return;
    this.ended = true;
    try {
      this.stop();
    } catch {
      // Already stopped: nothing to do.
    }
    this.release();
    this.events.failed(reason);
  }

  private release(): void {
    for (const track of this.stream?.getTracks() ?? []) track.stop();
  }
}
