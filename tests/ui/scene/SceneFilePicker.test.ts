// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { ActionRunner } from '../../../src/app/actionRunner';
import { defaultViewOptions } from '../../../src/app/presentation/viewOptions';
import { MAX_SCENARIO_FILE_BYTES, MAX_SCENARIO_TEXT } from '../../../src/sim/scenario/parseScenario';
import { SceneFilePicker } from '../../../src/ui/scene/SceneFilePicker';
import type { ToastKind } from '../../../src/ui/Toast';

/** A scene file of two missiles. */
const TWO_MISSILES = JSON.stringify({
  name: 'Two missiles',
  duration: 10,
  entities: [
    { id: 'red', type: 'missile', position: [0, 0], angle: 0, command: { type: 'turnTowards', target: [0, 20] } },
    { id: 'blue', type: 'missile', position: [10, 0], angle: 0, command: { type: 'turnTowards', target: [10, 20] } },
  ],
});

/** The player's More › Default scene, run as the game runs an action (its entry in the catalogue), telling what `told` collects. */
function defaultScene(): void {
  const view = {
    zoomBy: () => undefined,
    fit: () => undefined,
    placementPoint: (out: { x: number; y: number }) => out,
    letGo: () => undefined,
  };
  const page = {
    togglePart: () => undefined,
    notify: (message: string, kind: ToastKind) => void told.push({ message, kind }),
    settingChanged: () => undefined,
  };
  new ActionRunner(demo, defaultViewOptions(), view, page).run('scene-default');
}

/** Lets a file be read (File.text() is a promise) and the scene open. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

let demo: Demo;
let files: SceneFilePicker;
let told: { message: string; kind: ToastKind }[];
let changed: ReturnType<typeof vi.fn<() => void>>;

/** The entities on screen, by id. */
function onScreen(): string[] {
  return demo.view.records.map((record) => record.entity.id);
}

function picker(): HTMLInputElement {
  return document.getElementById('scene-file-input') as HTMLInputElement;
}

/** The player picks `file` in the file dialog that Open scene… opened. */
function choose(file: File): void {
  Object.defineProperty(picker(), 'files', { value: [file], configurable: true });
  picker().dispatchEvent(new Event('change', { bubbles: true }));
}

/** A drag over the page and a drop, carrying `file` (as a browser does: its types say "Files"); returns whether the page took them. */
function drop(file: File | null, types: string[] = ['Files']): { over: boolean; dropped: boolean } {
  const dataTransfer = { types, files: file ? [file] : [], dropEffect: 'none' };
  // happy-dom has no DragEvent: an event carrying the dataTransfer a browser gives.
  const dragEvent = (type: string): Event =>
    Object.defineProperty(new Event(type, { bubbles: true, cancelable: true }), 'dataTransfer', { value: dataTransfer });
  const over = dragEvent('dragover');
  document.body.dispatchEvent(over);
  const dropped = dragEvent('drop');
  document.body.dispatchEvent(dropped);
  return { over: over.defaultPrevented, dropped: dropped.defaultPrevented };
}

beforeEach(() => {
  demo = new Demo();
  told = [];
  changed = vi.fn<() => void>();
  files = new SceneFilePicker(demo, { notify: (message, kind) => void told.push({ message, kind }), changed });
});

afterEach(() => {
  files.destroy();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('Open scene…', () => {
  it('opens the browser’s file dialog, for JSON files', () => {
    const opened = vi.fn();
    picker().addEventListener('click', opened);
    files.pick();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(picker().accept).toBe('.json,application/json');
    expect(picker().hidden).toBe(true);
  });

  it('plays the file chosen, and says how to restart it or go back', async () => {
    choose(new File([TWO_MISSILES], 'two.json', { type: 'application/json' }));
    await settle();
    expect(onScreen()).toEqual(['red', 'blue']);
    expect(told).toEqual([
      { message: 'Opened “Two missiles”. R restarts it; More › Default scene brings the opening back.', kind: 'info' },
    ]);
    expect(changed).toHaveBeenCalled();
  });

  it('refuses a file that is not JSON, says why, and keeps the scene', async () => {
    const before = onScreen();
    choose(new File(['{ "name": "half a file", "entit'], 'broken.json'));
    await settle();
    expect(onScreen()).toEqual(before);
    expect(told).toHaveLength(1);
    expect(told[0]?.kind).toBe('error');
    expect(told[0]?.message).toMatch(/^“broken\.json” was not opened: .*JSON.* The scene is unchanged\.$/);
  });

  it('refuses a file that is not UTF-8, naming the byte, and keeps the scene (it was read with U+FFFD in place)', async () => {
    const before = onScreen();
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('{ "name": "caf'),
      0xe9,
      ...new TextEncoder().encode('", "entities": [] }'),
    ]);
    choose(new File([latin1], 'latin1.json'));
    await settle();
    expect(onScreen()).toEqual(before);
    expect(told[0]?.kind).toBe('error');
    expect(told[0]?.message).toBe(
      '“latin1.json” was not opened: it is not UTF-8 text: byte 14 (0xe9) is not part of a UTF-8 character; save it as UTF-8. ' +
        'The scene is unchanged.',
    );
  });

  it('refuses a scene that breaks a rule, naming the field, and keeps the scene', async () => {
    const before = onScreen();
    const bad = JSON.stringify({
      name: 'Too fast',
      duration: 10,
      entities: [{ id: 'x', type: 'missile', position: [0, 0], maxAngularAcceleration: -1, command: { type: 'idle' } }],
    });
    choose(new File([bad], 'rules.json'));
    await settle();
    expect(onScreen()).toEqual(before);
    expect(told[0]?.kind).toBe('error');
    expect(told[0]?.message).toMatch(/^“rules\.json” was not opened: .*maxAngularAcceleration.* The scene is unchanged\.$/);
  });

  it('refuses a file far too large before reading it', async () => {
    const huge = new File(['{}'], 'huge.json');
    Object.defineProperty(huge, 'size', { value: MAX_SCENARIO_FILE_BYTES + 1 });
    const read = vi.spyOn(huge, 'text');
    const before = onScreen();
    choose(huge);
    await settle();
    expect(read).not.toHaveBeenCalled();
    expect(onScreen()).toEqual(before);
    expect(told).toEqual([
      {
        message:
          `“huge.json” was not opened: scenario: must be at most ${MAX_SCENARIO_TEXT} characters of JSON; got ` +
          `${MAX_SCENARIO_FILE_BYTES + 1} bytes. The scene is unchanged.`,
        kind: 'error',
      },
    ]);
  });

  it('quotes a file’s name safely: characters that hide or turn text round are written out', async () => {
    choose(new File(['nope'], 'scene\u202Enosj.exe'));
    await settle();
    expect(told[0]?.message.startsWith('“scene\\u202enosj.exe” was not opened: ')).toBe(true);
  });
});

describe('a file dropped on the page', () => {
  it('opens as Open scene does', async () => {
    const { over, dropped } = drop(new File([TWO_MISSILES], 'two.json'));
    expect(over).toBe(true);
    expect(dropped).toBe(true);
    await settle();
    expect(onScreen()).toEqual(['red', 'blue']);
  });

  it('text or a link dragged within the page is left alone', async () => {
    const before = onScreen();
    const { over, dropped } = drop(null, ['text/plain']);
    expect([over, dropped]).toEqual([false, false]);
    await settle();
    expect(onScreen()).toEqual(before);
    expect(told).toEqual([]);
  });

  it('is no longer taken once the part is gone', () => {
    files.destroy();
    expect(drop(new File([TWO_MISSILES], 'two.json')).dropped).toBe(false);
    expect(picker()).toBeNull();
    files = new SceneFilePicker(demo, { notify: () => undefined, changed: () => undefined });
  });
});

describe('Save scene and Default scene', () => {
  it('Save scene downloads scene.json, which opens again as the same scene', async () => {
    choose(new File([TWO_MISSILES], 'two.json'));
    await settle();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:https://example.test/scene';
    });
    const downloads: string[] = [];
    const onClick = (event: MouseEvent): void => {
      const link = event.target as HTMLAnchorElement;
      downloads.push(`${link.download} ${link.getAttribute('href')}`);
      // Not followed here: a browser saves it.
      event.preventDefault();
    };
    document.addEventListener('click', onClick);
    files.save();
    document.removeEventListener('click', onClick);
    expect(downloads).toEqual(['scene.json blob:https://example.test/scene']);
    expect(told.at(-1)).toEqual({
      message: 'Saved scene.json: open it here (More › Open scene… or drop it on the page) or run it with npm run sim.',
      kind: 'info',
    });
    expect(blobs[0]?.type).toBe('application/json');
    const saved = await (blobs[0] as Blob).text();

    defaultScene();
    expect(onScreen()).not.toEqual(['red', 'blue']);
    choose(new File([saved], 'scene.json'));
    await settle();
    expect(onScreen()).toEqual(['red', 'blue']);
    expect(told.at(-1)?.kind).toBe('info');
  });

  it('Default scene brings the opening back, and says so', async () => {
    const opening = onScreen();
    choose(new File([TWO_MISSILES], 'two.json'));
    await settle();
    defaultScene();
    expect(onScreen()).toEqual(opening);
    expect(told.at(-1)).toEqual({ message: 'The opening scene is back.', kind: 'info' });
  });
});
