import { DEFAULT_CLIP_SECONDS, MAX_CLIP_SECONDS, MIN_CLIP_SECONDS, readClipLength } from '../../app/export/clipLength';
import { CLIP_FILE_NAME, ClipRecording, recordingSupport, type Clip } from './ClipRecorder';
import { button, el, setText } from '../dom';
import { FloatingPanel } from '../instruments/FloatingPanel';
import './clip.css';

/** How often the indicator's seconds are rewritten while recording, ms. */
const TICK_MS = 200;

/** What the panel needs from the page. */
export interface ClipPanelHost {
  /** The play area's canvas (null before the game has made it). */
  canvas(): HTMLCanvasElement | null;
  /** A short message (the toast). */
  notify(message: string, kind: 'info' | 'error'): void;
}

/** A size in bytes for people: "840 KB", "1.3 MB". */
function formatBytes(bytes: number): string {
  return bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * The clip recorder's card (More › Record clip…, bottom right of the play area): the clip's length
 * in seconds (a validated field, {@link MIN_CLIP_SECONDS}–{@link MAX_CLIP_SECONDS}, default
 * {@link DEFAULT_CLIP_SECONDS}), Record, and while recording Stop and a small red indicator at the
 * top right of the play area ("● REC 3.2 s · Stop", itself a Stop button, which stays while the card is
 * closed); then the download of the WebM ({@link CLIP_FILE_NAME}). Where the browser cannot record,
 * the card says why and Record stays off. The recording itself: {@link ClipRecording}.
 */
export class ClipPanel extends FloatingPanel {
  private readonly seconds: HTMLInputElement;
  private readonly fieldError: HTMLElement;
  private readonly startButton: HTMLButtonElement;
  private readonly stopButton: HTMLButtonElement;
  private readonly status: HTMLElement;
  private readonly download: HTMLAnchorElement;
  private readonly indicator: HTMLButtonElement;
  private readonly indicatorText: HTMLElement;
  private recording: ClipRecording | null = null;
  private tick: ReturnType<typeof setInterval> | null = null;
  private clipUrl: string | null = null;
  private planned = DEFAULT_CLIP_SECONDS;

  constructor(
    container: HTMLElement,
    private readonly host: ClipPanelHost,
  ) {
    super(el('section', { id: 'clip-panel', className: 'clip-panel' }), 'clip-title', () => undefined);
    this.seconds = el('input', {
      id: 'clip-seconds',
      className: 'clip-seconds',
      attributes: {
        type: 'text',
        inputmode: 'decimal',
        value: String(DEFAULT_CLIP_SECONDS),
        'aria-describedby': 'clip-seconds-error',
        spellcheck: 'false',
        autocomplete: 'off',
      },
    });
    this.fieldError = el('p', { id: 'clip-seconds-error', className: 'clip-error' });
    this.fieldError.hidden = true;
    this.startButton = button({ id: 'clip-start', className: 'tool clip-start', text: 'Record' }, () => this.start());
    this.stopButton = button({ id: 'clip-stop', className: 'tool', text: 'Stop' }, () => this.recording?.stop());
    this.stopButton.hidden = true;
    this.status = el('p', { id: 'clip-status', className: 'clip-status', attributes: { role: 'status', 'aria-live': 'polite' } });
    this.download = el('a', {
      id: 'clip-download',
      className: 'tool clip-download',
      text: `Download ${CLIP_FILE_NAME}`,
      attributes: { download: CLIP_FILE_NAME },
    });
    this.download.hidden = true;
    const label = el('label', { className: 'clip-label', attributes: { for: 'clip-seconds' } }, [
      `Seconds (${MIN_CLIP_SECONDS}–${MAX_CLIP_SECONDS})`,
    ]);
    this.root.append(
      el('div', { className: 'clip-head' }, [
        el('h2', { id: 'clip-title', className: 'clip-title', text: 'Record a clip' }),
        this.closeButton('clip-close', 'Close the recorder (Esc)', 'Close the recorder'),
      ]),
      el('p', { className: 'clip-help', text: 'The play area as a WebM video, for the next seconds or until you stop.' }),
      el('div', { className: 'clip-row' }, [label, this.seconds, this.startButton, this.stopButton]),
      this.fieldError,
      this.status,
      this.download,
    );
    this.root.addEventListener('keydown', (event) => {
      // Keys typed here are not game shortcuts; Enter in the field records.
      event.stopPropagation();
      if (event.key === 'Enter' && event.target === this.seconds) this.start();
    });
    // Its name is its visible words ("REC 3.2 s · Stop"); the red dot is decoration.
    this.indicatorText = el('span');
    this.indicator = button(
      { id: 'clip-indicator', className: 'clip-indicator', attributes: { title: 'Recording the play area: press to stop' } },
      () => this.recording?.stop(),
      [el('span', { className: 'clip-dot', text: '●', attributes: { 'aria-hidden': 'true' } }), ' ', this.indicatorText],
    );
    this.indicator.hidden = true;
    container.append(this.root, this.indicator);
  }

  /**
   * Fills the card as it opens, saying at once why where the browser cannot record; closing it lets a recording go on (the indicator stops
   * it).
   */
  protected opening(): void {
    if (!this.recording) this.showSupport();
    (this.startButton.disabled ? this.root.querySelector<HTMLElement>('#clip-close') : this.seconds)?.focus();
  }

  /** Stops a recording without a clip and frees the last clip (the page is going away). */
  destroy(): void {
    this.recording?.abandon();
    this.stopTicking();
    if (this.clipUrl) URL.revokeObjectURL(this.clipUrl);
  }

  private showSupport(): boolean {
    const support = recordingSupport(this.host.canvas());
    this.startButton.disabled = !support.ok;
    if (!support.ok) this.showStatus(support.reason, 'error');
    return support.ok;
  }

  private start(): void {
    if (this.recording?.recording) return;
    const length = readClipLength(this.seconds.value);
    this.fieldError.hidden = length.ok;
    this.seconds.setAttribute('aria-invalid', String(!length.ok));
    if (!length.ok) {
      setText(this.fieldError, `${length.message} Kept: ${this.planned}.`);
      this.seconds.value = String(this.planned);
      return;
    }
    const canvas = this.host.canvas();
    const support = recordingSupport(canvas);
    if (!support.ok || !canvas) {
      this.showSupport();
      this.host.notify(support.ok ? 'There is no play area to record yet.' : support.reason, 'error');
      return;
    }
    this.planned = length.seconds;
    this.dropClip();
    const recording = new ClipRecording(canvas, support.mimeType, {
      done: (clip) => this.finished(recording, clip),
      failed: (reason) => this.failed(recording, reason),
    });
    this.recording = recording;
    if (!recording.start(length.seconds)) return;
    this.showRecording(true);
    this.showStatus(`Recording ${this.planned} s of the play area…`, 'info');
    this.tick = setInterval(() => this.showElapsed(), TICK_MS);
    this.showElapsed();
  }

  private finished(recording: ClipRecording, clip: Clip): void {
    if (recording !== this.recording) return;
    this.recording = null;
    this.showRecording(false);
    this.clipUrl = URL.createObjectURL(clip.blob);
    this.download.href = this.clipUrl;
    this.download.hidden = false;
    this.download.dataset['width'] = String(clip.width);
    this.download.dataset['height'] = String(clip.height);
    this.showStatus(`Clip ready: ${clip.seconds.toFixed(1)} s, ${clip.width}×${clip.height} px, ${formatBytes(clip.blob.size)}.`, 'info');
    this.root.hidden = false;
  }

  private failed(recording: ClipRecording, reason: string): void {
    if (recording !== this.recording) return;
    this.recording = null;
    this.showRecording(false);
    this.root.hidden = false;
    this.showStatus(reason, 'error');
    this.host.notify(reason, 'error');
  }

  private showRecording(on: boolean): void {
    this.startButton.hidden = on;
    this.stopButton.hidden = !on;
    this.seconds.disabled = on;
    this.indicator.hidden = !on;
    if (!on) this.stopTicking();
  }

  private showElapsed(): void {
    const elapsed = Math.min(this.recording?.elapsed ?? 0, this.planned);
    setText(this.indicatorText, `REC ${elapsed.toFixed(1)} s · Stop`);
  }

  private showStatus(text: string, kind: 'info' | 'error'): void {
    setText(this.status, text);
    this.status.className = `clip-status clip-${kind}`;
  }

  private stopTicking(): void {
    if (this.tick !== null) clearInterval(this.tick);
    this.tick = null;
  }

  private dropClip(): void {
    this.download.hidden = true;
    this.download.removeAttribute('href');
    if (this.clipUrl) URL.revokeObjectURL(this.clipUrl);
    this.clipUrl = null;
  }
}
