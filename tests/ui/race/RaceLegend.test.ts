// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { readAddressLinks } from '../../../src/app/gallery/addressLinks';
import { CONTROLLER_LABELS } from '../../../src/sim/control/ControllerSettings';
import { openFromAddress } from '../../../src/ui/scene/openFromAddress';
import { RaceLegend } from '../../../src/ui/race/RaceLegend';
import { SceneFilePicker } from '../../../src/ui/scene/SceneFilePicker';
import { run } from '../../app/helpers';

/** One frame of the game: 1/60 s. */
const FRAME = 1 / 60;

let demo: Demo;
let overlays: HTMLElement;
let root: HTMLElement;
let legend: RaceLegend;

/** Starts the race as its address does (`?play=race`, the same as its button). */
function startRace(): void {
  const notices: string[] = [];
  openFromAddress(
    readAddressLinks('?play=race').opening,
    { demo, startTour: () => undefined, playLevel: () => undefined, notify: () => undefined },
    notices,
  );
  expect(notices).toEqual([]);
}

/** Plays `seconds` of the game, frame by frame, the legend updated each frame as the game does. */
function play(seconds: number): void {
  for (let t = 0; t < seconds - 1e-9; t += FRAME) {
    run(demo, FRAME);
    legend.update(demo, FRAME);
  }
}

/** The table as a player reads it: the heading row, then a row per racer. */
function table(): { headings: string[]; rows: { name: string; cells: string[] }[] } {
  const headings = [...root.querySelectorAll('thead th')].map((cell) => cell.textContent ?? '');
  const rows = [...root.querySelectorAll('tbody tr')].map((row) => ({
    name: row.querySelector('.race-name')?.textContent ?? '',
    cells: [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  }));
  return { headings, rows };
}

beforeEach(() => {
  document.body.replaceChildren();
  demo = new Demo();
  // As index.html has it: the legend in #top-overlays, over the play area.
  overlays = Object.assign(document.createElement('div'), { id: 'top-overlays' });
  root = Object.assign(document.createElement('section'), { id: 'race-legend' });
  overlays.append(root);
  document.body.append(overlays);
  legend = new RaceLegend(root);
});

describe('the race legend', () => {
  it('is hidden while no race runs', () => {
    expect(root.hidden).toBe(true);
    play(0.5);
    expect(root.hidden).toBe(true);
  });

  it('lists every racer, with its controller, and the columns a chase has', () => {
    startRace();
    legend.update(demo, FRAME);
    expect(root.hidden).toBe(false);
    expect(root.getAttribute('aria-label')).toBe('Race legend');
    expect(root.querySelector('.race-title')?.textContent).toBe('Race: the same target, from an arc round it · K ends it');
    expect(root.querySelector('caption')?.textContent).toBe('Racers, timed from their own start');
    const { headings, rows } = table();
    expect(headings).toEqual(['racer', 'first hit (s)', 'overshoot (°)', 'hits']);
    // Every racer on screen has its row, in the same order: one per controller, as the registry
    // lists them (the race lines up every controller unless the panel says otherwise), each named
    // by its controller (the detail in brackets is left out on a phone).
    const racers = demo.view.records.map((record) => record.entity.id);
    expect([...root.querySelectorAll('tbody tr')].map((row) => row.getAttribute('data-racer'))).toEqual(racers);
    const labels = Object.values(CONTROLLER_LABELS);
    expect(racers).toHaveLength(labels.length);
    expect(rows.map((row) => row.name)).toEqual(labels.map((label) => label.split(' (')[0]));
    const full = [...root.querySelectorAll('tbody th')].map((cell) => cell.textContent);
    expect(full).toEqual(labels);
    // Nobody has hit yet.
    for (const row of rows) expect(row.cells).toEqual(['…', '0', '0']);
  });

  it('gives each racer its own colour', () => {
    startRace();
    legend.update(demo, FRAME);
    const colours = [...root.querySelectorAll<HTMLElement>('.race-swatch')].map((swatch) => swatch.style.background);
    expect(colours.every((colour) => colour !== '')).toBe(true);
    expect(new Set(colours).size).toBe(colours.length);
  });

  it('at the end shows every racer’s time, fastest first, and says the results are kept', () => {
    startRace();
    const racers = demo.view.records.length;
    for (let t = 0; t < 30 && !root.querySelector('caption')?.textContent?.startsWith('Results'); t += 0.5) play(0.5);
    expect(root.querySelector('caption')?.textContent).toBe(
      'Results at the end of the race, kept as they stood (moves after it do not count)',
    );
    const { rows } = table();
    expect(rows).toHaveLength(racers);
    const times = rows.map((row) => Number(row.cells[0]));
    for (const time of times) expect(time).toBeGreaterThan(0);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const row of rows) expect(row.cells[2]).toBe('1');
  });

  it(
    'under a Hunt started over the race shows the Hunt’s table, whose hits are the status box’s; under Intercept none ' +
      '(issue 50, case 3)',
    () => {
      startRace();
      for (let t = 0; t < 30 && !root.querySelector('caption')?.textContent?.startsWith('Results'); t += 0.5) play(0.5);
      const racers = demo.view.records.map((record) => record.entity.id);
      // More › Hunt, as the player found it: the heading said each racer hunts a target of its own
      // while the rows were the race's (a first hit each) and the status box counted 55 hits.
      expect(demo.apply({ kind: 'play', play: 'hunt' }).ok).toBe(true);
      play(0.25);
      expect(root.hidden).toBe(false);
      expect(root.querySelector('.race-title')?.textContent).toBe('Race: each hunting a moving target of its own · K ends it');
      expect(root.querySelector('caption')?.textContent).toBe('Racers in the Hunt, timed from its start, hits since it began');
      expect(table().headings).toEqual(['racer', 'first hit (s)', 'hits']);
      expect([...root.querySelectorAll('tbody tr')].map((row) => row.getAttribute('data-racer'))).toEqual(racers);
      play(20);
      const hitsInTable = () => table().rows.map((row) => Number(row.cells[1]));
      const hunted = hitsInTable();
      expect(demo.view.hits.total).toBeGreaterThan(racers.length);
      // Row by row the count is the status box's (the HUD shows the total and the selected one's).
      expect(hunted.reduce((sum, hits) => sum + hits, 0)).toBe(demo.view.hits.total);
      expect(hunted).toEqual(racers.map((id) => demo.view.hits.countOf(id)));
      // Nobody's first hit in the Hunt is a time from before it began.
      for (const row of table().rows) if (row.cells[0] !== '…') expect(Number(row.cells[0])).toBeLessThanOrEqual(20.3);
      // Intercept over it: three missiles of its own, and no racers' table over them.
      expect(demo.apply({ kind: 'play', play: 'intercept' }).ok).toBe(true);
      legend.update(demo, FRAME);
      expect(demo.view.records).toHaveLength(3);
      expect(root.hidden).toBe(true);
      play(1);
      expect(root.hidden).toBe(true);
    },
  );

  it('is hidden under Intercept started straight over the race, and back with the race when Intercept ends', () => {
    startRace();
    play(0.5);
    expect(demo.apply({ kind: 'play', play: 'intercept' }).ok).toBe(true);
    play(0.5);
    expect(root.hidden).toBe(true);
    demo.apply({ kind: 'leave', play: 'intercept' });
    play(0.25);
    expect(root.hidden).toBe(false);
    expect(table().headings).toEqual(['racer', 'first hit (s)', 'overshoot (°)', 'hits']);
  });

  it('goes when the race ends (a scene file opened in its place)', () => {
    startRace();
    play(0.2);
    expect(root.hidden).toBe(false);
    const files = new SceneFilePicker(demo, { notify: () => undefined, changed: () => undefined });
    const scene = {
      name: 'One missile',
      duration: 5,
      entities: [{ id: 'm', type: 'missile', position: [0, 0], command: { type: 'idle' } }],
    };
    expect(files.openText(JSON.stringify(scene), 'one.json')).toBe(true);
    files.destroy();
    legend.update(demo, FRAME);
    expect(root.hidden).toBe(true);
  });

  it('docks in a phone’s open panel, and comes back over the play area', () => {
    const sheet = Object.assign(document.createElement('aside'), { id: 'sidebar' });
    sheet.append(document.createElement('div'));
    document.body.append(sheet);
    legend.dock(sheet);
    expect(sheet.firstElementChild).toBe(root);
    legend.dock(null);
    expect(root.parentElement).toBe(overlays);
  });
});
