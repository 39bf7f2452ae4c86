// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { LiveSummary } from '../../../src/ui/hud/LiveSummary';
import { describeEntities } from '../../../src/ui/hud/describeEntities';
import { run } from '../../app/helpers';

/** One frame of the game: 1/60 s. */
const FRAME = 1 / 60;

let demo: Demo;
let element: HTMLElement;
let summary: LiveSummary;

/** Plays `seconds` of the game, frame by frame, the summary updated each frame as the game does. */
function play(seconds: number): void {
  for (let t = 0; t < seconds - 1e-9; t += FRAME) {
    run(demo, FRAME);
    demo.changes.deliver();
    summary.update(demo, FRAME);
  }
}

/** What the summary says of the scene as it stands now. */
function readingNow(): string {
  const records = demo.view.records;
  return describeEntities(
    records.slice(0, 4).map(({ entity }) => ({
      name: entity.id,
      maxAngularAcceleration: entity.maxAngularAcceleration,
      headingError: entity.measureHeadingError(),
      angularVelocity: entity.angularVelocity,
      hasTarget: entity.target !== null,
    })),
    records.length,
  );
}

beforeEach(() => {
  demo = new Demo();
  element = document.createElement('p');
  // Told of the demo's changes as the page tells it (delivered after each frame's steps).
  summary = new LiveSummary(element, demo.changes);
});

describe('the screen-reader summary (issue 50, case 10)', () => {
  it('names the opening’s bodies as their labels do', () => {
    summary.update(demo, FRAME);
    const names = demo.view.records.map((record) => record.entity.id);
    expect(names).toEqual(['missile-1', 'missile-2', 'character-1']);
    const text = element.textContent ?? '';
    for (const name of names) expect(text).toMatch(new RegExp(`(^|; )${name}, turns (fast|slowly|at \\d+°/s²): `));
    expect(text).not.toMatch(/fast missile|slow missile/);
  });

  it('in Intercept names pursuit, lead and prop-nav at once, then reads the scene as it goes, not as it was at t = 0', () => {
    play(1);
    expect(demo.apply({ kind: 'play', play: 'intercept' }).ok).toBe(true);
    // The next frame reads the new scene: no reading of the scene before is kept for 4 s.
    play(FRAME);
    const first = element.textContent ?? '';
    expect(first).toBe(readingNow());
    expect(first).toMatch(/^pursuit, turns \w+: [^;]+; lead, turns \w+: [^;]+; prop-nav, turns \w+: [^;]+\.$/);
    expect(first).not.toMatch(/fast missile/);
    // A few seconds on, what it says is what the bodies do then.
    let refreshed = '';
    for (let t = 0; t < 5 && refreshed === ''; t += FRAME) {
      const before = element.textContent;
      play(FRAME);
      if (element.textContent !== before) refreshed = element.textContent ?? '';
    }
    expect(refreshed).not.toBe('');
    expect(refreshed).toBe(readingNow());
    expect(refreshed).not.toBe(first);
  });

  it('is read again every few seconds, not at each history checkpoint (the same scene rebuilt every second)', () => {
    summary.update(demo, FRAME);
    const scene = demo.plays.sceneSerial;
    const writes: number[] = [];
    const observer = { last: element.textContent };
    for (let t = 0; t < 9; t += FRAME) {
      run(demo, FRAME);
      demo.changes.deliver();
      summary.update(demo, FRAME);
      if (element.textContent !== observer.last) {
        observer.last = element.textContent;
        writes.push(demo.clock.time);
      }
    }
    expect(demo.plays.sceneSerial, 'the game passed through its checkpoints, the same scene').toBe(scene);
    // Rewritten at most at 4 s and 8 s: the bodies move, so the text did change there.
    expect(writes.length).toBeGreaterThanOrEqual(1);
    expect(writes.length).toBeLessThanOrEqual(2);
  });

  it('when simulated time is stepped far ahead of the frames (a test’s or a walk’s steps), the next frame reads it', () => {
    summary.update(demo, FRAME);
    const atStart = element.textContent;
    run(demo, 12);
    demo.changes.deliver();
    summary.update(demo, FRAME);
    expect(element.textContent).toBe(readingNow());
    expect(element.textContent).not.toBe(atStart);
  });

  it('reads again at once when a body is added or removed, or another play takes over the same bodies', () => {
    play(0.5);
    expect(demo.apply({ kind: 'addEntity', type: 'character' }).ok).toBe(true);
    play(FRAME);
    expect(element.textContent).toBe(readingNow());
    expect(element.textContent).toMatch(/character-2, /);
    expect(demo.apply({ kind: 'play', play: 'hunt' }).ok).toBe(true);
    play(FRAME);
    expect(element.textContent).toBe(readingNow());
  });
});
