/**
 * The clip recorder (More › Record clip…): a 2 s recording of the play area downloads as a WebM
 * whose frames are the canvas's size and which lasts longer than 1 s; a bad length is refused by
 * name; and where the browser cannot record (no MediaRecorder, no WebM type, a recorder that fails)
 * the recorder says why.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './helpers/axe';
import { clickControl } from './helpers/controls';
import { openDemo, saveScreenshot } from './helpers/page';

/** Opens the recorder from the More menu. */
async function openRecorder(page: Page): Promise<void> {
  await clickControl(page, '#record-clip');
  await expect(page.locator('#clip-panel')).toBeVisible();
}

/**
 * What a `<video>` makes of a WebM: its size, the duration it knows on loading (from the file's
 * header; Infinity or NaN without one), its duration once played to the end (s) and the
 * number of distinct colours (5 bits a channel) in a sample of a frame from its middle. In a
 * blank page of its own: the game's page allows no media from blob: addresses (its CSP).
 */
async function probeVideo(
  page: Page,
  base64: string,
): Promise<{ width: number; height: number; duration: number; durationAtLoad: number; seekableAtLoad: number; colours: number }> {
  const blank = await page.context().newPage();
  try {
    return await probeIn(blank, base64);
  } finally {
    await blank.close();
  }
}

async function probeIn(
  page: Page,
  base64: string,
): Promise<{ width: number; height: number; duration: number; durationAtLoad: number; seekableAtLoad: number; colours: number }> {
  return page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const video = document.createElement('video');
    video.muted = true;
    video.src = URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
    await new Promise<void>((resolve, reject) => {
      video.addEventListener('loadedmetadata', () => resolve(), { once: true });
      video.addEventListener('error', () => reject(new Error(`the video does not load: ${video.error?.message ?? 'unknown error'}`)), {
        once: true,
      });
    });
    // What the file says of its length (MediaRecorder writes none; the game writes it in), then what
    // the browser counts once it has seen the last frame.
    const durationAtLoad = video.duration;
    // How far a player lets one seek before playing (a WebM without its length or an index: [0, 0]).
    const seekableAtLoad = video.seekable.length > 0 ? video.seekable.end(video.seekable.length - 1) : 0;
    if (!Number.isFinite(video.duration)) {
      video.currentTime = 1e6;
      await new Promise<void>((resolve) => {
        const check = (): void => {
          if (Number.isFinite(video.duration)) resolve();
          else setTimeout(check, 50);
        };
        check();
      });
    }
    // A frame from the middle, drawn on a canvas: the scene, not a blank picture (distinct colours counted).
    video.currentTime = video.duration / 2;
    await new Promise<void>((resolve) => {
      video.addEventListener('seeked', () => resolve(), { once: true });
    });
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(video, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4 * 97)
      colours.add(((pixels[i] ?? 0) >> 3) * 1024 + ((pixels[i + 1] ?? 0) >> 3) * 32 + ((pixels[i + 2] ?? 0) >> 3));
    const probe = {
      width: video.videoWidth,
      height: video.videoHeight,
      duration: video.duration,
      durationAtLoad,
      seekableAtLoad,
      colours: colours.size,
    };
    URL.revokeObjectURL(video.src);
    return probe;
  }, base64);
}

// @realtime: MediaRecorder records in real time, and the clip's length is checked.
test(
  'a 2 s recording downloads as a WebM at the play area’s size, longer than 1 s; a bad length is refused',
  { tag: '@realtime' },
  async ({ page }, testInfo) => {
    const problems = await openDemo(page);
    await openRecorder(page);
    const field = page.locator('#clip-seconds');
    await expect(field).toHaveValue('8');

    // A length out of range is refused by name, and the previous one kept.
    await field.fill('45');
    await page.locator('#clip-start').click();
    await expect(page.locator('#clip-seconds-error')).toHaveText('Clip length (s) must be a number from 2 to 30; got 45. Kept: 8.');
    await expect(field).toHaveValue('8');
    await expect(page.locator('#clip-indicator')).toBeHidden();

    await field.fill('2');
    await page.locator('#clip-start').click();
    const indicator = page.locator('#clip-indicator');
    await expect(indicator).toBeVisible();
    await expect(indicator).toContainText('REC');
    await expect(page.locator('#clip-seconds-error')).toBeHidden();
    await saveScreenshot(page, testInfo, 'recording');

    const download = page.locator('#clip-download');
    await expect(download, 'the clip is offered once its 2 s are up').toBeVisible({ timeout: 20_000 });
    await expect(indicator).toBeHidden();
    await expect(page.locator('#clip-status')).toContainText('Clip ready');
    await saveScreenshot(page, testInfo, 'clip-ready');

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('pid-steering-clip.webm');
    const path = await file.path();
    const bytes = await readFile(path);
    expect(bytes.length).toBeGreaterThan(1000);
    expect([...bytes.subarray(0, 4)], 'an EBML header (WebM)').toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(bytes.subarray(0, 64).toString('latin1'), 'the EBML doc type').toContain('webm');

    const canvas = await page.evaluate(() => {
      const element = document.querySelector('#game canvas') as HTMLCanvasElement;
      return { width: element.width, height: element.height };
    });
    const video = await probeVideo(page, bytes.toString('base64'));
    expect({ width: video.width, height: video.height }, 'frames at the play area’s size').toEqual(canvas);
    expect(video.duration, 'longer than 1 s').toBeGreaterThan(1);
    expect(video.duration, 'not far beyond the 2 s asked for').toBeLessThan(4);
    expect(video.colours, 'a frame of the scene, not a blank picture').toBeGreaterThan(8);
    // The file says its length (a Duration element in its Info), and it is the length the frames make.
    expect(video.durationAtLoad, 'the length known on loading, from the file').toBeCloseTo(video.duration, 1);
    expect(video.seekableAtLoad, 'the whole clip can be scrubbed before it is played').toBeCloseTo(video.durationAtLoad, 1);
    const status = (await page.locator('#clip-status').textContent()) ?? '';
    expect(status).toContain(`Clip ready: ${video.durationAtLoad.toFixed(1)} s`);
    console.log(
      `clip: ${bytes.length} bytes, ${video.width}×${video.height} px (canvas ${canvas.width}×${canvas.height}), ` +
        `${video.duration.toFixed(3)} s played, ${video.durationAtLoad.toFixed(3)} s in its header, ${video.colours} colours in a ` +
        `middle frame`,
    );

    // Until stopped: 30 s asked for, stopped by the red indicator (once axe has looked at it).
    await field.fill('30');
    await page.locator('#clip-start').click();
    await expect(download, 'a new recording takes the last clip away').toBeHidden();
    await expect(indicator).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'the recorder while it records');
    await indicator.click();
    await expect(download, 'the clip is offered as soon as it is stopped').toBeVisible({ timeout: 5000 });
    const stoppedAt = Number(/Clip ready: ([\d.]+) s/.exec((await page.locator('#clip-status').textContent()) ?? '')?.[1]);
    expect(stoppedAt).toBeGreaterThan(0.5);
    expect(stoppedAt, 'stopped well before its 30 s').toBeLessThan(25);
    await expectNoSeriousViolations(page, testInfo, 'the recorder with a clip ready');
    // Escape closes the card, from the page as from inside it.
    await page.locator('#clip-status').click();
    await page.keyboard.press('Escape');
    await expect(page.locator('#clip-panel')).toBeHidden();
    await openRecorder(page);
    await page.locator('#clip-seconds').focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('#clip-panel')).toBeHidden();
    expect(problems.messages).toEqual([]);
  },
);

/** Ways a browser cannot record, each set up before the page loads, and what the recorder must say. */
const REFUSALS = [
  {
    name: 'no MediaRecorder',
    setUp: () => Reflect.deleteProperty(window, 'MediaRecorder'),
    message: 'This browser cannot record video: it has no MediaRecorder.',
    startDisabled: true,
  },
  {
    name: 'no WebM type',
    setUp: () => {
      MediaRecorder.isTypeSupported = () => false;
    },
    message: 'This browser cannot record WebM video',
    startDisabled: true,
  },
  {
    name: 'a recorder that fails to start',
    setUp: () => {
      MediaRecorder.prototype.start = () => {
        throw new DOMException('the encoder is busy', 'NotSupportedError');
      };
    },
    message: 'The recording could not start: NotSupportedError: the encoder is busy.',
    startDisabled: false,
  },
] as const;

for (const refusal of REFUSALS) {
  test(`where the browser cannot record (${refusal.name}), the recorder says why`, async ({ page }) => {
    await page.addInitScript(refusal.setUp);
    const problems = await openDemo(page);
    await openRecorder(page);
    const start = page.locator('#clip-start');
    if (refusal.startDisabled) await expect(start).toBeDisabled();
    else await start.click();
    await expect(page.locator('#clip-status')).toContainText(refusal.message);
    await expect(page.locator('#clip-indicator')).toBeHidden();
    await expect(page.locator('#clip-download')).toBeHidden();
    expect(problems.messages).toEqual([]);
  });
}
