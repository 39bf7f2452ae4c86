// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { OPENING_PARAMS } from '../../../src/app/gallery/addressLinks';
import { SHARE_PARAM } from '../../../src/app/settings/shareLink';
import { SettingsSession, type SettingsSessionHost } from '../../../src/ui/settings/SettingsSession';
import type { SharedCamera } from '../../../src/app/presentation/viewOptions';
import { ShareDialog } from '../../../src/ui/settings/ShareDialog';
import { builtinControllers } from '../../../src/sim/challenges/builtinControllers';
import { PAGE, sidebarPage } from './sidebarPage';

/** Lets the dialog's copy (a promise) finish. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element as T;
}

/**
 * What a browser does with Escape in a modal dialog, which happy-dom does not: unless the key was
 * handled (default prevented), the dialog gets "cancel" and closes.
 */
function pressEscape(dialog: HTMLDialogElement): void {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  (document.activeElement ?? dialog).dispatchEvent(event);
  if (!event.defaultPrevented && dialog.open && dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
}

/**
 * The page with the sidebar at `address`, a new demo and its settings session, as src/ui/GameUi.ts makes them (`view`: the game's side of
 * the player's view).
 */
function openPage(
  address: string,
  view: Pick<SettingsSessionHost, 'shownCamera' | 'requestCamera'> = {},
): { demo: Demo; session: SettingsSession } {
  const { world, sidebar, panel } = sidebarPage(address);
  const demo = new Demo();
  const session = new SettingsSession(demo, { changed: () => undefined, notify: () => undefined, ...view });
  session.mount(sidebar, panel, world);
  sessions.push(session);
  return { demo, session };
}

const sessions: SettingsSession[] = [];

afterEach(() => {
  for (const session of sessions.splice(0)) session.destroy();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  window.localStorage.clear();
});

describe('Share (the sidebar’s button)', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('gives a link that carries the settings and the scene: opened, it plays with them', async () => {
    const copied: string[] = [];
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text: string) => void copied.push(text));
    const first = openPage(PAGE);
    // The player picks the low turn rate, then shares.
    const select = byId<HTMLSelectElement>('preset-select');
    select.value = 'video-low-turn-rate';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    byId<HTMLButtonElement>('preset-apply').click();
    const share = byId<HTMLButtonElement>('share-settings');
    share.focus();
    share.click();
    await settle();

    const dialog = byId<HTMLDialogElement>('share-dialog');
    expect(dialog.open).toBe(true);
    const link = byId<HTMLInputElement>('share-link').value;
    expect(new URL(link).searchParams.has(SHARE_PARAM)).toBe(true);
    // The address bar says the same, the link is copied, and the dialog says so.
    expect(window.location.href).toBe(link);
    expect(copied).toEqual([link]);
    expect(byId('share-status').textContent).toBe('Link copied to the clipboard.');
    const shownThere = first.demo.view.records.map((record) => record.entity.id);

    // Someone else opens the link (nothing saved on their side).
    window.localStorage.clear();
    const second = openPage(link);
    expect(second.demo.tuning.view().maxAngularAcceleration).toBe(Math.PI);
    expect(second.demo.view.records.map((record) => record.entity.id)).toEqual(shownThere);
    expect(document.getElementById('settings-notice')?.hasAttribute('open')).toBe(false);
  });

  it(
    'gives a link to the scene on screen alone: an example, tour step, ' + 'level, play or gallery named in the address is left out',
    async () => {
      vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      openPage(`${PAGE}?scene=seek&tour=2&level=first-turn&play=race&gallery&renderer=canvas`);
      byId<HTMLButtonElement>('share-settings').click();
      await settle();
      const params = new URL(byId<HTMLInputElement>('share-link').value).searchParams;
      expect(params.has(SHARE_PARAM)).toBe(true);
      for (const opening of OPENING_PARAMS) expect(params.has(opening), opening).toBe(false);
      // What is not an opening stays (how the page draws).
      expect(params.get('renderer')).toBe('canvas');
    },
  );

  it(
    'says what the link leaves out inside a level (its goal, check and verdict, with the level’s own link), and that a link taken ' +
      'while comparing opens the comparison',
    async () => {
      vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      const { demo } = openPage(PAGE);
      const note = byId<HTMLElement>('share-note');
      byId<HTMLButtonElement>('share-settings').click();
      await settle();
      expect(note.hidden, 'plain play: no note').toBe(true);
      byId<HTMLButtonElement>('share-close').click();
      const settings = builtinControllers().find((c) => c.name === 'pid')!.settings;
      expect(
        demo.apply({
          kind: 'play',
          play: 'challenge',
          args: { levelName: 'quarter-turn-low-rate', controller: { settings }, label: 'PID' },
        }).ok,
      ).toBe(true);
      byId<HTMLButtonElement>('share-settings').click();
      await settle();
      expect(note.hidden).toBe(false);
      expect(note.textContent).toMatch(
        new RegExp(
          '^This link opens the level’s scene as it is now, as plain play: a level’s goal, check and verdict are not in links\\. The ' +
            'level itself, from its start: http\\S*\\?level=quarter-turn-low-rate$',
        ),
      );
      byId<HTMLButtonElement>('share-close').click();
      demo.apply({ kind: 'reset' });
      for (let i = 0; i < 120; i++) demo.clock.singleStep();
      expect(demo.history.show(60).ok).toBe(true);
      demo.apply({ kind: 'toggleTurnRate' });
      demo.history.playAgain();
      demo.clock.singleStep();
      expect(demo.history.comparing).toBe(true);
      byId<HTMLButtonElement>('share-settings').click();
      await settle();
      expect(note.textContent).toBe(
        'This link opens the comparison as it is now, all 2 runs from where they part, at the moment shown: the recorded run and ' +
          'what if 1 (at 1.00 s: missile-2: max turn rate 180°/s² → 720°/s²).',
      );
      expect(byId('share-title').textContent).toBe('Share this comparison');
      // The link opens it: the ghost beside the what-if run, as the sharer sees them.
      const link = byId<HTMLInputElement>('share-link').value;
      const ghost = JSON.stringify(demo.history.ghost);
      document.body.replaceChildren();
      window.localStorage.clear();
      const opened = openPage(link).demo;
      expect(opened.history.comparing).toBe(true);
      expect(JSON.stringify(opened.history.ghost)).toBe(ghost);
    },
  );

  it('while comparing, a comparison too large for a link is offered as a file that carries it, and the dialog says so', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { demo } = openPage(PAGE);
    const target = demo.view.targets[0]!;
    // Four seconds of a wavering drag: more input than a link holds.
    for (let i = 0; i < 240; i++) {
      demo.apply({
        kind: 'dragTarget',
        target: target.id,
        point: { x: target.position.x + 0.08, y: target.position.y + 0.3 * Math.sin(i * 0.7) },
      });
      demo.clock.singleStep();
    }
    demo.apply({ kind: 'releaseTarget', target: target.id, throwVelocity: null });
    expect(demo.history.show(60).ok).toBe(true);
    demo.apply({ kind: 'toggleTurnRate' });
    demo.clock.singleStep();
    expect(demo.history.comparing).toBe(true);
    byId<HTMLButtonElement>('share-settings').click();
    await settle();
    expect(byId<HTMLDialogElement>('share-dialog').open).toBe(true);
    expect(byId('share-title').textContent).toBe('Share this comparison');
    expect(byId('share-note').textContent).toMatch(
      new RegExp(
        '^This comparison is too large for a link \\(\\d+ characters; common web servers take at most 8000 in an address\\), so it ' +
          'is offered as a scene file to send instead\\. Opened in the game \\(More › Open scene…, or dropped on the page\\), it ' +
          'brings the comparison back: every run \\(the recorded run and what if 1 \\(at \\d+\\.\\d\\d s: .+\\)\\) from where they ' +
          'part, and the moment shown\\.$',
      ),
    );
    expect(byId('share-link').hidden, 'no link').toBe(true);
    expect(byId('share-embed').hidden, 'no embed').toBe(true);
    const save = byId<HTMLButtonElement>('share-save-file');
    expect([save.hidden, save.textContent]).toEqual([false, 'Save comparison.json']);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:https://example.test/comparison';
    });
    const downloads: string[] = [];
    const onClick = (event: MouseEvent): void => {
      const anchor = event.target as HTMLAnchorElement;
      if (anchor.download) downloads.push(anchor.download);
      event.preventDefault();
    };
    document.addEventListener('click', onClick);
    save.click();
    document.removeEventListener('click', onClick);
    expect(downloads).toEqual(['comparison.json']);
    // The file opens the comparison.
    const opened = new Demo();
    expect(opened.apply({ kind: 'openScene', text: await blobs[0]!.text() })).toEqual({ ok: true });
    expect(JSON.stringify(opened.history.ghost)).toBe(JSON.stringify(demo.history.ghost));
    // Shared again without a comparison, the dialog shows a link.
    byId<HTMLButtonElement>('share-close').click();
    // A reset while comparing is asked first; the same again goes through.
    expect(demo.apply({ kind: 'reset' })).toMatchObject({ ok: false, field: 'comparison' });
    expect(demo.apply({ kind: 'reset' }).ok).toBe(true);
    byId<HTMLButtonElement>('share-settings').click();
    await settle();
    expect([byId('share-title').textContent, byId('share-link').hidden, save.hidden]).toEqual(['Share these settings', false, true]);
  });

  it('gives a link taken paused and zoomed that opens paused at that view, not playing at the fitted one (issue 50, case 10)', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const first = openPage(PAGE, { shownCamera: () => ({ zoom: 2.5, centre: [-12.25, 7.5] }) });
    for (let i = 0; i < 30; i++) first.demo.clock.singleStep();
    first.demo.clock.setPaused(true);
    byId<HTMLButtonElement>('share-settings').click();
    await settle();
    const link = byId<HTMLInputElement>('share-link').value;
    document.body.replaceChildren();
    window.localStorage.clear();
    const requested: SharedCamera[] = [];
    const second = openPage(link, { requestCamera: (camera) => void requested.push(camera) });
    expect(second.demo.clock.paused).toBe(true);
    expect(second.demo.clock.time).toBeCloseTo(first.demo.clock.time, 9);
    expect(requested).toEqual([{ zoom: 2.5, centre: [-12.25, 7.5] }]);
    expect(document.getElementById('settings-notice')?.hasAttribute('open')).toBe(false);
  });

  it('gives a link taken playing, the camera framing the action, that opens playing and framed', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    openPage(PAGE, { shownCamera: () => null });
    byId<HTMLButtonElement>('share-settings').click();
    await settle();
    const link = byId<HTMLInputElement>('share-link').value;
    document.body.replaceChildren();
    const requested: SharedCamera[] = [];
    const second = openPage(link, { requestCamera: (camera) => void requested.push(camera) });
    expect(second.demo.clock.paused).toBe(false);
    expect(requested).toEqual([]);
  });

  it('when the clipboard cannot be written, says to copy the link by hand and leaves it selected', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    openPage(PAGE);
    byId<HTMLButtonElement>('share-settings').click();
    await settle();
    const field = byId<HTMLInputElement>('share-link');
    expect(byId('share-status').textContent).toBe('Copy the link above (it is selected: Ctrl+C or ⌘C).');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });
});

describe('the share dialog', () => {
  const url = `${PAGE}?z=abc&play=race`;
  let copy: ReturnType<typeof vi.fn<(text: string) => Promise<boolean>>>;
  let dialog: ShareDialog;
  let shareButton: HTMLButtonElement;

  beforeEach(() => {
    shareButton = Object.assign(document.createElement('button'), { id: 'share-settings', textContent: 'Share' });
    document.body.append(shareButton);
    copy = vi.fn<(text: string) => Promise<boolean>>(async () => true);
    dialog = new ShareDialog(document.body, copy);
  });

  it('is a modal dialog named by its title, with the link read-only', () => {
    shareButton.focus();
    dialog.open(url);
    const element = byId<HTMLDialogElement>('share-dialog');
    expect(dialog.isOpen).toBe(true);
    expect(byId(element.getAttribute('aria-labelledby') ?? '').textContent).toBe('Share these settings');
    expect(byId<HTMLInputElement>('share-link').readOnly).toBe(true);
    expect(byId<HTMLInputElement>('share-link').value).toBe(url);
  });

  it('offers the scene as an <iframe> snippet for another page: the same link, embedded', async () => {
    dialog.open(url);
    const snippet = byId<HTMLTextAreaElement>('share-embed').value;
    const src = /^<iframe src="([^"]*)"/.exec(snippet)?.[1]?.replaceAll('&amp;', '&');
    expect(src).toBeDefined();
    const embedded = new URL(src as string);
    expect(embedded.searchParams.get('embed')).toBe('1');
    expect(embedded.searchParams.get('z')).toBe('abc');
    expect(snippet).toContain('title="PID steering of physics bodies (live demo)"');
    byId<HTMLButtonElement>('share-embed-copy').click();
    await settle();
    expect(copy).toHaveBeenLastCalledWith(snippet);
    expect(byId('share-embed-status').textContent).toBe('Snippet copied to the clipboard.');
  });

  it('Copy tries again, and says so', async () => {
    copy.mockResolvedValueOnce(false);
    dialog.open(url);
    await settle();
    expect(byId('share-status').textContent).toBe('Copy the link above (it is selected: Ctrl+C or ⌘C).');
    byId<HTMLButtonElement>('share-copy').click();
    await settle();
    expect(copy).toHaveBeenCalledTimes(2);
    expect(byId('share-status').textContent).toBe('Link copied to the clipboard.');
  });

  it('closes with Close, Escape or a click on its backdrop, and gives focus back to Share', () => {
    const element = byId<HTMLDialogElement>('share-dialog');
    shareButton.focus();
    dialog.open(url);
    byId<HTMLButtonElement>('share-close').click();
    expect(dialog.isOpen).toBe(false);
    expect(document.activeElement).toBe(shareButton);

    shareButton.focus();
    dialog.open(url);
    pressEscape(element);
    expect(dialog.isOpen).toBe(false);
    expect(document.activeElement).toBe(shareButton);

    dialog.open(url);
    element.querySelector('.share-help')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog.isOpen).toBe(true);
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog.isOpen).toBe(false);
  });

  it('keeps the keys typed in it from the game’s shortcuts', () => {
    const seenByPage: string[] = [];
    const listen = (event: KeyboardEvent): void => void seenByPage.push(event.key);
    document.addEventListener('keydown', listen);
    dialog.open(url);
    byId('share-link').dispatchEvent(new KeyboardEvent('keydown', { key: 'r', bubbles: true }));
    document.removeEventListener('keydown', listen);
    expect(seenByPage).toEqual([]);
  });
});
