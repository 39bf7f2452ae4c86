import { expect } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { MAX_COMPARISON_STEPS } from '../../../src/sim/scenario/comparisonFormat';
import { steps } from './comparisonScreen';

// The comparisons the tests open: the game's own, each spoiled in one field (by the format every
// reader checks, by what only the game checks, and while it plays again), with what each gets.

/** A comparison spoiled by `edit` (given the comparison), with the refusal it gets. */
export type ComparisonCase = [name: string, edit: (comparison: Record<string, any>) => void, message: RegExp];

/** Drags the first target for `n` steps, `dx` m a step and wavering, then lets it go (thrown). */
export function drag(demo: Demo, n: number, dx: number): void {
  const target = demo.view.targets[0]!;
  for (let i = 0; i < n; i++) {
    demo.apply({
      kind: 'dragTarget',
      target: target.id,
      point: { x: target.position.x + dx, y: target.position.y + 0.3 * Math.sin(i * 0.7) },
    });
    demo.clock.singleStep();
  }
  demo.apply({ kind: 'releaseTarget', target: target.id, throwVelocity: null });
}

/** The classic comparison (docs/playing.md) with a drag in the recorded run: 4 s in, back 1.5 s, T, played again for half a second. */
export function classicComparison(): Demo {
  const demo = new Demo();
  steps(demo, 150);
  drag(demo, 12, 0.5);
  steps(demo, 78);
  expect(demo.history.show(150).ok).toBe(true);
  demo.apply({ kind: 'toggleTurnRate' });
  steps(demo, 30);
  expect(demo.history.comparing).toBe(true);
  return demo;
}

/** The game's comparison of a scene starting at step `start`, each case spoiling one field, with the game's refusal. */
export function spoiledComparisons(start: number): ComparisonCase[] {
  return [
    [
      'branch',
      (c) => void (c.whatIfs[0].branch = start + MAX_COMPARISON_STEPS + 1),
      new RegExp(
        '^comparison\\.whatIfs\\[0\\]\\.branch: must be an integer from \\d+ \\(the scene’s step\\) to \\d+ \\(before ' +
          'recorded\\.end: it branches from the run before it\\); got \\d+$',
      ),
    ],
    [
      'recorded.end',
      (c) => void (c.recorded.end = start),
      new RegExp(
        `^comparison\\.recorded\\.end: must be an integer from ${start + 1} \\(after the scene’s step\\) to ` +
          `${start + MAX_COMPARISON_STEPS} \\(the ${MAX_COMPARISON_STEPS} steps the game’s history keeps from the scene’s step\\); ` +
          `got ${start}$`,
      ),
    ],
    [
      'shown',
      (c) => void (c.shown = c.whatIfs[0].end + 1),
      /^comparison\.shown: must be an integer from \d+ \(the scene’s step\) to \d+ \(the last what-if run’s end\); got \d+$/,
    ],
    [
      'a step not a whole number',
      (c) => void (c.whatIfs[0].end = 1.5),
      /^comparison\.whatIfs\[0\]\.end: must be an integer ≥ 0 and ≤ 1099511627776/,
    ],
    ['no what-if run', (c) => void (c.whatIfs = []), /^comparison\.whatIfs: must have at least one what-if run$/],
    [
      'five runs',
      (c) => void (c.whatIfs = [c.whatIfs[0], c.whatIfs[0], c.whatIfs[0], c.whatIfs[0]]),
      /^comparison\.whatIfs: must have at most 3 what-if runs \(a comparison shows 4 runs\)$/,
    ],
    ['a title too long', (c) => void (c.title = 'x'.repeat(81)), /^comparison\.title: must have at most 80 characters$/],
    ['a run numbered 0', (c) => void (c.whatIfs[0].number = 0), /^comparison\.whatIfs\[0\]\.number: must be an integer ≥ 1 and ≤ 9999/],
    [
      'a colour past the runs’ palette',
      (c) => void (c.whatIfs[0].colour = 4),
      /^comparison\.whatIfs\[0\]\.colour: must be an integer ≥ 1 and ≤ 3/,
    ],
    ['an unknown key', (c) => void (c.ghost = true), /^comparison\.ghost: unknown key$/],
    [
      'a log out of order',
      (c) => void (c.recorded.log = c.recorded.log.toReversed()),
      /^comparison\.recorded\.log\[1\]\[0\]: must be an integer from \d+ to \d+ \(in step order, before recorded\.end\); got \d+$/,
    ],
    [
      'settles out of order',
      (c) => void (c.whatIfs[0].settles = [c.whatIfs[0].end - 1, c.whatIfs[0].branch]),
      new RegExp(
        '^comparison\\.whatIfs\\[0\\]\\.settles\\[1\\]: must be an integer from \\d+ to \\d+ \\(in order, from its branch to ' +
          'whatIfs\\[0\\]\\.end\\); got \\d+$',
      ),
    ],
    [
      'a what-if run that does not branch at its branch',
      (c) => void (c.whatIfs[0].log[0][0] = c.whatIfs[0].branch + 1),
      /^comparison\.whatIfs\[0\]\.log\[0\]: must be an intent at step \d+ \(its branch: the change it branched with\)$/,
    ],
    [
      'an intent of no kind the game has',
      (c) => void (c.whatIfs[0].log[0][1] = { kind: 'teleport' }),
      new RegExp(
        '^comparison\\.whatIfs\\[0\\]\\.log\\[0\\]\\[1\\]\\.kind: must be an intent: an object whose "kind" is one of ' +
          'toggleTurnRate, setMaxAngularAcceleration',
      ),
    ],
    [
      'an intent with a key it has not',
      (c) => void (c.whatIfs[0].log[0][1] = { kind: 'toggleTurnRate', value: 3 }),
      /^comparison\.whatIfs\[0\]\.log\[0\]\[1\]\.value: unknown key$/,
    ],
    [
      'a turn rate out of range',
      (c) => void (c.whatIfs[0].log[0][1] = { kind: 'setMaxAngularAcceleration', value: -1, scope: 'all' }),
      /^comparison\.whatIfs\[0\]\.log\[0\]\[1\]: max turn rate \(rad\/s²\) must be a number ≥ 0\.1 and ≤ 10000/,
    ],
    [
      'an entity the scene has not',
      (c) => void (c.whatIfs[0].log[0][1] = { kind: 'setMaxAngularAcceleration', value: 3, scope: { entity: 'nope' } }),
      /^comparison\.whatIfs\[0\]\.log\[0\]\[1\]: there is no entity "nope" in this scene$/,
    ],
    [
      'a target the scene has not',
      (c) => void (c.recorded.log[0][1].target = 'nope'),
      /^comparison\.recorded\.log\[0\]\[1\]: there is no target "nope" in this scene$/,
    ],
    [
      'a point that is no point',
      (c) => void (c.recorded.log[0][1].point = { x: 'a', y: 0 }),
      /^comparison\.recorded\.log\[0\]\[1\]\.point\.x: must be a number ≥ -100000 and ≤ 100000$/,
    ],
    [
      'a start of an entity the scene has not',
      (c) => void (c.start.records[0].id = 'nope'),
      /^comparison\.start\.records: must list each entity of the scene once \("missile-1", "missile-2", "character-1"\)$/,
    ],
    [
      'a choreography on a target the scene has not',
      (c) => void (c.start.choreography.sharedTarget = 'nope'),
      /^comparison\.start\.choreography\.sharedTarget: must name a target of the scene \("target-missile-1"\)$/,
    ],
    [
      'a choreography off its route',
      (c) => void (c.start.choreography.routeIndex = 63),
      /^comparison\.start\.choreography\.routeIndex: must be an integer from 0 to \d+ \(a place on the route\); got 63$/,
    ],
    [
      'what new entities get out of range',
      (c) => void (c.start.defaults.entitySettings.maxSpeed = -1),
      /^comparison\.start\.defaults\.entitySettings\.maxSpeed: must be a number/,
    ],
    [
      'a remembered controller of another type',
      (c) => void (c.start.records[0].controllerMemory = { pd: { type: 'pid' } }),
      /^comparison\.start\.records\[0\]\.controllerMemory\.pd: must be settings of type "pd"; got "pid"$/,
    ],
    [
      'a comparison of the earlier format',
      (c) => void (c.recorded.changes = []),
      /^comparison\.recorded\.changes: this comparison was written by an earlier version/,
    ],
    [
      'a comparison of two runs only, as this version wrote them first',
      (c) => void ((c.whatIf = c.whatIfs[0]), delete c.whatIfs),
      /^comparison\.whatIf: this comparison was written by an earlier version/,
    ],
    ['no comparison at all', (c) => void Object.keys(c).forEach((key) => delete c[key]), /^comparison\.(start|shown|recorded|whatIfs)/],
  ];
}

/** Comparisons that pass the field checks and are refused while they play again (an intent its part refuses). */
export const REFUSED_AT_REPLAY: ComparisonCase[] = [
  [
    'a what-if intent its part refuses',
    (c) => void (c.whatIfs[0].log[0][1] = { kind: 'setMaxAngularAcceleration', value: -1, scope: 'all' }),
    /^comparison\.whatIfs\[0\]\.log\[0\]\[1\]: max turn rate/,
  ],
  [
    'a recorded intent on an entity the scene has not',
    (c) => void c.recorded.log.push([c.recorded.end - 1, { kind: 'setMaxAngularAcceleration', value: 3, scope: { entity: 'nope' } }]),
    /^comparison\.recorded\.log\[\d+\]\[1\]: there is no entity "nope"/,
  ],
];

/**
 * Hostile comparisons of a scene starting at step `start`: the whole `"comparison"` replaced by
 * `edit`'s answer when it gives one, with the field its refusal names first (or how that field's
 * name begins).
 */
export function hostileComparisons(start: number): [name: string, edit: (comparison: Record<string, any>) => unknown, field: string][] {
  const last = start + MAX_COMPARISON_STEPS;
  return [
    ['a text', () => 'x', 'comparison'],
    ['a number', () => 5, 'comparison'],
    ['null', () => null, 'comparison'],
    ['an array', () => [], 'comparison'],
    ['no what-if run', (c) => void (c.whatIfs = []), 'comparison.whatIfs'],
    ['four what-if runs', (c) => void (c.whatIfs = [0, 0, 0, 0].map(() => c.whatIfs[0])), 'comparison.whatIfs'],
    ['what-ifs not a list', (c) => void (c.whatIfs = { 0: c.whatIfs[0] }), 'comparison.whatIfs'],
    ['a what-if run not an object', (c) => void (c.whatIfs[0] = 3), 'comparison.whatIfs[0]'],
    ['a negative branch', (c) => void (c.whatIfs[0].branch = -1), 'comparison.whatIfs[0].branch'],
    ['a branch before the scene’s step', (c) => void (c.whatIfs[0].branch = start - 1), 'comparison.whatIfs[0].branch'],
    ['a branch at the recorded run’s end', (c) => void (c.whatIfs[0].branch = c.recorded.end), 'comparison.whatIfs[0].branch'],
    ['a branch of half a step', (c) => void (c.whatIfs[0].branch += 0.5), 'comparison.whatIfs[0].branch'],
    ['a branch as text', (c) => void (c.whatIfs[0].branch = String(c.whatIfs[0].branch)), 'comparison.whatIfs[0].branch'],
    ['a what-if run of 7,200 steps', (c) => void (c.whatIfs[0].end = c.whatIfs[0].branch + 7200), 'comparison.whatIfs[0].end'],
    ['a what-if run past what the history keeps', (c) => void (c.whatIfs[0].end = last + 1), 'comparison.whatIfs[0].end'],
    ['a what-if run ending at its branch', (c) => void (c.whatIfs[0].end = c.whatIfs[0].branch), 'comparison.whatIfs[0].end'],
    ['a recorded run past what the history keeps', (c) => void (c.recorded.end = last + 1), 'comparison.recorded.end'],
    ['a negative end', (c) => void (c.recorded.end = -5), 'comparison.recorded.end'],
    ['a step shown of 1e400 (infinite once read)', (c) => void (c.shown = '@1e400@'), 'comparison.shown'],
    ['a negative step shown', (c) => void (c.shown = -1), 'comparison.shown'],
    ['a step shown before the start', (c) => void (c.shown = start - 1), 'comparison.shown'],
    ['no recorded run', (c) => void delete c.recorded, 'comparison.recorded'],
    ['a recorded run of null', (c) => void (c.recorded = null), 'comparison.recorded'],
    ['settles not a list', (c) => void (c.recorded.settles = 'all'), 'comparison.recorded.settles'],
    ['a negative settle', (c) => void (c.recorded.settles = [-1]), 'comparison.recorded.settles[0]'],
    ['a settle past the end', (c) => void (c.recorded.settles = [c.recorded.end + 1]), 'comparison.recorded.settles[0]'],
    ['a log not a list', (c) => void (c.whatIfs[0].log = {}), 'comparison.whatIfs[0].log'],
    ['a log entry of three items', (c) => void c.whatIfs[0].log[0].push(1), 'comparison.whatIfs[0].log[0]'],
    [
      'a log entry at the run’s end',
      (c) => void c.whatIfs[0].log.push([c.whatIfs[0].end, { kind: 'toggleTurnRate' }]),
      'comparison.whatIfs[0].log[',
    ],
    ['a title of a number', (c) => void (c.title = 5), 'comparison.title'],
    ['an extra key in a run', (c) => void (c.recorded.ghost = true), 'comparison.recorded.ghost'],
    ['an extra key in a what-if run', (c) => void (c.whatIfs[0].colour = 'red'), 'comparison.whatIfs[0].colour'],
    ['no start', (c) => void delete c.start, 'comparison.start'],
    ['a start of text', (c) => void (c.start = 'x'), 'comparison.start'],
    ['an intent of a number', (c) => void (c.whatIfs[0].log[0][1] = 5), 'comparison.whatIfs[0].log[0][1]'],
    ['a start of another play', (c) => void (c.start.play = 'race'), 'comparison.start.play'],
  ];
}
