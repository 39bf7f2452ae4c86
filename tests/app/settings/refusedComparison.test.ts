import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { sceneFileText } from '../../../src/app/sceneFile/describeScene';
import { writeComparison } from '../../../src/app/settings/writeComparison';
import { exactText, stateOf } from '../history/historyState';
import { REFUSED_AT_REPLAY } from './comparisonCases';
import { screen, steps } from './comparisonScreen';

// A comparison file that passes the field checks and is refused while it plays again changes
// nothing: the player's scene, its minute of history, the comparison and ghost on screen, the
// card's figures, and whether the game runs (the replay steps it paused; a refusal left it so).

/** A demo comparing: `played` steps, back to `branch`, the turn rate toggled, 30 steps on; in `play`, and running when `running`. */
function comparing(options: { played?: number; branch?: number; play?: 'hunt'; running?: boolean } = {}): Demo {
  const { played = 600, branch = 300, play, running = false } = options;
  const demo = new Demo();
  if (play) expect(demo.apply({ kind: 'play', play })).toEqual({ ok: true });
  steps(demo, played);
  expect(demo.history.show(branch).ok).toBe(true);
  demo.apply({ kind: 'toggleTurnRate' });
  steps(demo, 30);
  expect(demo.history.comparing).toBe(true);
  demo.clock.setPaused(!running);
  return demo;
}

/** Everything a refusal must leave as it was: the scene bit for bit, the screen and card, the timeline and the pause. */
function everything(demo: Demo): string {
  const h = demo.history;
  return exactText({
    state: stateOf(demo),
    screen: screen(demo),
    present: h.presentStep,
    oldest: h.oldestStep,
    shown: h.shownStep,
    comparing: h.comparing,
    ghost: h.ghost,
    figures: h.comparison,
    size: h.size,
    paused: demo.clock.paused,
  });
}

const written = writeComparison(comparing());
if (!written.ok) throw new Error(written.reason);

/** The good comparison with one entry spoiled by `edit`, as a scene file. */
function spoiled(edit: (comparison: Record<string, any>) => void): string {
  const scene = structuredClone(written.ok ? written.scene : {}) as { comparison: Record<string, any> };
  edit(scene.comparison);
  return sceneFileText(scene as never);
}

const PLAYERS: [string, () => Demo][] = [
  ['paused', () => comparing()],
  ['running', () => comparing({ running: true })],
  ['with a full minute', () => comparing({ played: 4000, branch: 3000, running: true })],
  ['in the Hunt', () => comparing({ play: 'hunt', running: true })],
];

describe('a comparison refused while it plays again', () => {
  for (const [name, edit, message] of REFUSED_AT_REPLAY) {
    for (const [player, make] of PLAYERS) {
      test(
        `${name}, over a player comparing ${player}: the scene, the history, the ghost, the card and the pause stay, and both ` +
          `step on alike`,
        () => {
          const text = spoiled(edit);
          const demo = make();
          const twin = make();
          const before = everything(demo);
          // Opening a scene while comparing is asked first, then goes through.
          expect(demo.apply({ kind: 'openScene', text })).toMatchObject({ ok: false, field: 'comparison' });
          const opened = demo.apply({ kind: 'openScene', text });
          expect(opened).toMatchObject({ ok: false, field: 'scene', message: expect.stringMatching(message) });
          expect(everything(demo)).toBe(before);
          demo.clock.singleStep();
          twin.clock.singleStep();
          steps(demo, 39);
          steps(twin, 39);
          expect(everything(demo)).toBe(everything(twin));
        },
      );
    }
  }
});
