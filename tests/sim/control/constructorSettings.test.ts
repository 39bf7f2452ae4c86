/**
 * Every controller's constructor checks its settings as createTurnController does (issue 52): a key
 * that is not a setting, a value of the wrong kind, a number that is not finite or out of its range
 * is refused with an error naming the controller, the field and what it allows; good partial
 * settings are taken, the rest from the defaults. The rules are the factory's own (one table per
 * controller, src/sim/control/settingRules.ts), so both refuse the same settings with the same words.
 */
import { describe, expect, it } from 'vitest';
import { createTurnController } from '../../../src/sim/control/createTurnController';
import { ForwardPdController } from '../../../src/sim/control/ForwardPdController';
import { NaiveSnippetController } from '../../../src/sim/control/NaiveSnippetController';
import { PidController } from '../../../src/sim/control/PidController';
import { PublishedPidController } from '../../../src/sim/control/PublishedPidController';
import { SpdController } from '../../../src/sim/control/SpdController';
import { StablePdController } from '../../../src/sim/control/StablePdController';
import { StolkController } from '../../../src/sim/control/StolkController';
import { TimeOptimalController } from '../../../src/sim/control/TimeOptimalController';
import type { TurnController } from '../../../src/sim/control/TurnController';

/** A controller class as a user calls it, with settings of any shape. */
type Make = (settings: unknown) => TurnController;

interface Case {
  readonly name: string;
  readonly type: string;
  readonly make: Make;
  /** Settings refused, each with the words its error must hold (the field, what it allows). */
  readonly bad: readonly (readonly [settings: Record<string, unknown>, words: string])[];
  /** Partial settings taken. */
  readonly good: readonly Record<string, unknown>[];
}

/** The bad settings every controller refuses whatever its own settings are. */
const unknownKey = [{ bogus: 1 }, 'bogus is not one of its settings'] as const;

const CASES: readonly Case[] = [
  {
    name: 'PidController',
    type: 'pid',
    make: (settings) => new PidController(settings as never),
    bad: [
      unknownKey,
      [{ kP: 30 }, 'kP is not one of its settings (kp, ki, kd'],
      [{ kp: '30' }, 'kp must be a number ≥ 0 and ≤ 1000000 (a negative gain turns the body away from its target), got "30"'],
      [{ kp: Number.NaN }, 'kp must be a number ≥ 0 and ≤ 1000000 (a negative gain turns the body away from its target), got NaN'],
      [{ kp: -1 }, 'kp must be a number ≥ 0 and ≤ 1000000 (a negative gain turns the body away from its target), got -1'],
      [{ kPlant: -1 }, 'kPlant must be a number ≥ 0 and ≤ 1000000 (a negative gain turns the body away from its target), got -1'],
      [
        { kd: Number.POSITIVE_INFINITY },
        'kd must be a number ≥ 0 and ≤ 1000000 (a negative gain turns the body away from its target), got Infinity',
      ],
      [{ ki: 1e7 }, 'ki must be a number ≥ 0 and ≤ 1000000 (a negative gain turns the body away from its target), got 10000000'],
      [{ maxHistory: 1001 }, 'maxHistory must be an integer ≥ 3 and ≤ 1000, got 1001'],
      [{ maxHistory: 2 }, 'maxHistory must be an integer ≥ 3 and ≤ 1000, got 2'],
      [{ maxHistory: 7.5 }, 'maxHistory must be an integer ≥ 3 and ≤ 1000, got 7.5'],
      [{ integral: 'sum' }, 'integral must be one of "window", "running", got "sum"'],
      [{ antiWindup: 'yes' }, 'antiWindup must be true or false, got "yes"'],
      [{ derivativeFilterTime: -1 }, 'derivativeFilterTime must be a number ≥ 0 and ≤ 10, got -1'],
      [{ naturalFrequency: 0 }, 'naturalFrequency must be a number > 0 and ≤ 3000, got 0'],
      [{ type: 'stolk' }, 'type must be one of "pid", got "stolk"'],
    ],
    good: [{}, { kp: 30 }, { type: 'pid', kd: 5, integral: 'running', antiWindup: false }, { kp: undefined, naturalFrequency: 6 }],
  },
  {
    name: 'PublishedPidController',
    type: 'pid',
    make: (settings) => new PublishedPidController(settings as never),
    bad: [
      unknownKey,
      [{ kp: '1' }, 'kp must be a number'],
      [{ asPublishedDt: 0 }, 'asPublishedDt must be a number ≥ 0.001 and ≤ 1 (below 1 ms its integral overflows), got 0'],
      [{ maxHistory: 1 }, 'maxHistory must be an integer ≥ 3 and ≤ 1000, got 1'],
      [
        { kPlant: Number.NEGATIVE_INFINITY },
        'kPlant must be a number ≥ 0 and ≤ 1000000 (a negative gain turns the body away from its target), got -Infinity',
      ],
      [{ kp: -1 }, 'kp must be a number ≥ 0 and ≤ 1000000 (a negative gain turns the body away from its target), got -1'],
    ],
    good: [{}, { kp: 1, ki: 0.05 }, { type: 'pid', arithmetic: 'as-published', asPublishedDt: 1 / 30 }],
  },
  {
    name: 'StolkController',
    type: 'stolk',
    make: (settings) => new StolkController(settings as never),
    bad: [
      unknownKey,
      [{ P: -10 }, 'P is not one of its settings (kp, ki, kd)'],
      [{ kp: -10 }, 'kp must be a number ≥ 0 and ≤ 1000000 (a negative gain turns the body away from its target), got -10'],
      [{ p: Number.NaN }, 'p must be a number ≥ -1000000 and ≤ 0 (the old name of kp: p = −kp), got NaN'],
      [{ p: 10 }, 'p must be a number ≥ -1000000 and ≤ 0 (the old name of kp: p = −kp), got 10'],
      [{ d: '1' }, 'd must be a number'],
      [{ i: -2e6 }, 'i must be a number ≥ -1000000'],
      [{ kp: 10, p: -10 }, 'give kp or its old name p, not both'],
    ],
    good: [{}, { kp: 10 }, { p: -10 }, { type: 'stolk', p: -10, i: -2, d: -1 }, { type: 'stolk', kp: 10, i: -2, kd: 1 }],
  },
  {
    name: 'ForwardPdController',
    type: 'pd',
    make: (settings) => new ForwardPdController(settings as never),
    bad: [
      unknownKey,
      [{ ki: 1 }, 'ki is not one of its settings'],
      [{ kp: Number.NaN }, 'kp must be a number'],
      [{ brakingCurve: 1 }, 'brakingCurve must be true or false, got 1'],
      [{ dampingRatio: -0.5 }, 'dampingRatio must be a number ≥ 0 and ≤ 1000'],
    ],
    good: [{}, { kd: 10 }, { naturalFrequency: 5, dampingRatio: 0.7, scaleWithTurnRate: false }],
  },
  {
    name: 'StablePdController',
    type: 'stable-pd',
    make: (settings) => new StablePdController(settings as never),
    bad: [
      unknownKey,
      [{ kp: -1 }, 'kp must be a number ≥ 0 and ≤ 1000000 (a negative gain turns the body away from its target), got -1'],
      [{ naturalFrequency: 1e4 }, 'naturalFrequency must be a number > 0 and ≤ 3000'],
      [{ frequency: 2 }, 'frequency is not one of its settings'],
    ],
    good: [{}, { naturalFrequency: 4 }, { kp: 64, kd: 16, brakingCurve: false }],
  },
  {
    name: 'SpdController',
    type: 'spd',
    make: (settings) => new SpdController(settings as never),
    bad: [
      unknownKey,
      [{ kd: Number.POSITIVE_INFINITY }, 'kd must be a number ≥ 0'],
      [{ scaleWithTurnRate: 'true' }, 'scaleWithTurnRate must be true or false'],
      [{ type: 'pd' }, 'type must be one of "spd", got "pd"'],
    ],
    good: [{}, { kp: 2700 }, { naturalFrequency: 8, dampingRatio: 1 }],
  },
  {
    name: 'TimeOptimalController',
    type: 'time-optimal',
    make: (settings) => new TimeOptimalController(settings as never),
    bad: [
      unknownKey,
      [{ gain: 0 }, 'gain must be a number > 0 and ≤ 1000000 (a negative gain turns the body away from its target), got 0'],
      [{ gain: Number.NaN }, 'gain must be a number > 0'],
      [{ gain: '60' }, 'gain must be a number > 0'],
    ],
    good: [{}, { gain: 30 }, { type: 'time-optimal', gain: undefined }],
  },
  {
    name: 'NaiveSnippetController',
    type: 'naive-snippet',
    make: (settings) => new NaiveSnippetController(settings as never),
    bad: [
      unknownKey,
      [{ kp: null }, 'kp must be a number ≥ 0 and ≤ 1000000 (a negative gain turns the body away from its target), got null'],
    ],
    good: [{}, { ki: 0.001 }],
  },
];

/** Settings as a test's name shows them: JSON, with NaN and the infinities and undefined named. */
function shown(settings: Record<string, unknown>): string {
  return `{ ${Object.entries(settings)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`)
    .join(', ')} }`;
}

/** The message `make(settings)` throws, or '' when it takes them. */
function refusal(make: () => unknown): string {
  try {
    make();
    return '';
  } catch (error) {
    expect(error).toSatisfy((caught) => caught instanceof TypeError || caught instanceof RangeError);
    return (error as Error).message;
  }
}

describe.each(CASES)('new $name(settings)', ({ type, make, bad, good }) => {
  it.each(bad.map(([settings, words]) => ({ settings: shown(settings), given: settings, words })))(
    'refuses $settings, naming the field and what it allows',
    ({ given, words }) => {
      const message = refusal(() => make(given));
      expect(message).toContain(`${type}: `);
      expect(message).toContain(words);
      // The factory refuses them with the same words.
      if (given.type === undefined) expect(refusal(() => createTurnController({ type, ...given } as never))).toBe(message);
    },
  );

  it.each(good.map((settings) => ({ settings: shown(settings), given: settings })))(
    'takes $settings and turns toward the target',
    ({ given }) => {
      const controller = make(given);
      const input = { headingError: 0.5, angularVelocity: 0, dt: 1 / 60, maxAngularAcceleration: 4 * Math.PI, inertia: 1 };
      // Three steps: the article's PID answers from its third sample on.
      controller.update(input);
      controller.update(input);
      const command = controller.update(input);
      // A positive error (turned too far counter-clockwise) asks for a clockwise acceleration.
      expect(command).toBeLessThan(0);
    },
  );

  it('refuses settings that are not an object', () => {
    for (const settings of [null, 3, 'kp=1', [1]]) expect(refusal(() => make(settings))).toContain(`${type}: settings must be an object`);
  });
});

describe('settings left undefined take their defaults', () => {
  it('new PidController({ kp: undefined }) turns as new PidController()', () => {
    const input = { headingError: 0.5, angularVelocity: 0, dt: 1 / 60, maxAngularAcceleration: 4 * Math.PI, inertia: 1 };
    expect(new PidController({ kp: undefined }).update(input)).toBe(new PidController().update(input));
    expect(new PidController({ kp: undefined }).getSettings().kp).toBe(60);
  });
});

describe('live changes are checked too', () => {
  it('PidController.configure refuses an unknown key or a bad value, and keeps its settings', () => {
    const pid = new PidController();
    expect(refusal(() => pid.configure({ kP: 1 } as never))).toContain('pid: kP is not one of its settings');
    expect(refusal(() => pid.configure({ kp: Number.NaN }))).toContain('pid: kp must be a number');
    expect(pid.getSettings().kp).toBe(60);
    pid.configure({ kp: 30 });
    expect(pid.getSettings().kp).toBe(30);
  });

  it('PublishedPidController.configure refuses a bad value', () => {
    expect(refusal(() => new PublishedPidController().configure({ maxHistory: 2 }))).toContain('pid: maxHistory must be an integer ≥ 3');
  });
});
