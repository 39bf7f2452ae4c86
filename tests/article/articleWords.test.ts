/**
 * Every sentence of the article that carries a number, for every what-if of every section (the
 * menu's, scrubbed values at the ends and the middle of their range, and a drag of the target
 * mid-run), read back and checked against the run it describes, recomputed here from the run's
 * own steps (its heading error and spin after each), not by the page's measuring code; and every
 * limit it states recomputed with a pencil's formula from the turn and the motor named beside it.
 */
import { describe, expect, test } from 'vitest';
import { ARTICLE_SECTIONS } from '../../src/article/scene/articleSections';
import { piTimes } from '../../src/article/scene/numberWords';
import type { ArticleSection } from '../../src/article/scene/sectionTypes';
import { numbersOf, type FigureNumbers } from '../../src/article/scene/claimNumbers';
import { FigureRun, type EntityRun } from '../../src/article/scene/FigureRun';
import { SECTION_SAYS, springOvershoot } from '../../src/article/scene/sectionWords';
import { customChoice, resolveChoice } from '../../src/article/scene/whatIfChoices';
import { figureCaption } from '../../src/article/scene/figureCaption';
import { turnLimitSeconds } from '../../src/sim/metrics/turnLimit';

const DEG = Math.PI / 180;
/** The page's stated band, rate allowance and step. */
const BAND = 1 * DEG;
const RATE = 0.05;
const DT = 1 / 60;

/**
 * The limit from rest with a pencil: (2·√(a·(θ − b′) + r²/2) − r)/a, b′ = b + r·dt/2 (√(2(θ − b′)/a) for a turn so small that full push
 * alone enters the band slower than r).
 */
function pencilLimit(thetaDeg: number, a: number): number {
  const left = thetaDeg * DEG - (BAND + (RATE * DT) / 2);
  if (left <= 0) return 0;
  if (left < (RATE * RATE) / (2 * a)) return Math.sqrt((2 * left) / a);
  return (2 * Math.sqrt(a * left + (RATE * RATE) / 2) - RATE) / a;
}

/** "4π rad/s²", "1.25π rad/s²", "400 rad/s²" → rad/s². */
function readTurnRate(text: string): number {
  const pi = /^(\d+(?:\.\d+)?)?π rad\/s²$/.exec(text);
  if (pi) return (pi[1] === undefined ? 1 : Number(pi[1])) * Math.PI;
  return Number(/^(\d+(?:\.\d+)?) rad\/s²$/.exec(text)?.[1]);
}

/** A run's turn, recomputed from its steps: from its start to where it came near its target (or the end). */
function recompute(run: EntityRun, end: number) {
  const start = run.start;
  let last = end;
  for (let n = start + 1; n <= end; n++) {
    if (run.near[n] === 1) {
      last = n;
      break;
    }
  }
  const e0 = run.errors[start] as number;
  const side = e0 >= 0 ? 1 : -1;
  let overshoot = 0;
  let settled: number | null = null;
  let reached: number | null = null;
  // Past the target on the error followed without wrapping, from the whole turn's mark it first crossed (a wrap at ±180° is no pass).
  let unwrapped = e0;
  let mark: number | null = e0 === 0 ? 0 : null;
  let from = 1;
  for (let n = start + 1; n <= last; n++) {
    const e = run.errors[n] as number;
    const before = unwrapped;
    let step = e - ((((before + Math.PI) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI)) + Math.PI;
    step = step - 2 * Math.PI * Math.round(step / (2 * Math.PI));
    unwrapped = before + step;
    if (mark === null) {
      const low = Math.min(before, unwrapped);
      const high = Math.max(before, unwrapped);
      const k = Math.ceil(low / (2 * Math.PI));
      if (k * 2 * Math.PI <= high) {
        mark = k * 2 * Math.PI;
        from = before > mark ? 1 : -1;
      }
    }
    if (mark !== null) overshoot = Math.max(overshoot, from * (mark - unwrapped));
    if (reached === null && Math.abs(e) <= BAND) reached = n;
    if (settled === null && Math.abs(e) <= BAND && Math.abs(run.rates[n] as number) <= RATE) settled = n;
  }
  let stays = settled !== null;
  for (let n = (settled ?? last) + 1; n <= last && stays; n++) if (Math.abs(run.errors[n] as number) > BAND) stays = false;
  let swing = 0;
  for (let n = Math.max(start + 1, last - 59); n <= last; n++) swing = Math.max(swing, Math.abs(run.errors[n] as number));
  return {
    angleDeg: Math.abs(e0) / DEG,
    rateDeg: (-side * (run.rates[start] as number)) / DEG,
    overshoot: overshoot / DEG,
    settled: settled === null ? null : (settled - start) * DT,
    stays,
    reached: reached === null ? null : (reached - start) * DT,
    swing: swing / DEG,
    end: Math.abs(run.errors[last] as number) / DEG,
    near: last < end || run.near[last] === 1 ? (last - start) * DT : null,
    limitFromState: turnLimitSeconds(e0, run.rates[start] as number, run.maxAngularAcceleration, DT, { error: BAND, rate: RATE }),
  };
}

type Recomputed = ReturnType<typeof recompute>;

/**
 * Checks each phrase of `sentence` that names a number against `run` (and `numbers`), removing what
 * it checked; returns what is left (which must then hold no number but the labels').
 */
function checkPhrases(sentence: string, run: Recomputed, numbers: FigureNumbers, what: string, limitHolds: boolean): string {
  let rest = sentence;
  const take = (pattern: RegExp, check: (match: RegExpExecArray) => void) => {
    for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
      check(match);
      rest = rest.replace(match[0], ' ');
    }
  };
  take(/swings (\d+\.\d)° past/, (m) => expect(m[1], `${what}: swings past`).toBe(run.overshoot.toFixed(1)));
  take(/does not swing past/, () => expect(run.overshoot, `${what}: no swing past`).toBeLessThan(0.05));
  take(/settles in (\d+\.\d\d) s/, (m) => {
    expect(m[1], `${what}: settles`).toBe(run.settled?.toFixed(2));
    expect(run.stays, `${what}: settles and stays`).toBe(true);
  });
  take(/comes within 1° and slows at (\d+\.\d\d) s, but swings out again/, (m) => {
    expect(m[1], `${what}: first in the box`).toBe(run.settled?.toFixed(2));
    expect(run.stays, `${what}: swings out`).toBe(false);
  });
  take(/does not settle within (\d+) s/, (m) => {
    expect(run.settled, `${what}: does not settle`).toBeNull();
    expect(Number(m[1])).toBe(numbers.seconds);
  });
  take(
    /(?:limit is|limit would allow|limit) (\d+\.\d\d) s \((\d+)° (?:from rest|off, turning (\d+)°\/s (toward|away from) it) at ([^)]+)\)/,
    (m) => {
      expect(limitHolds, `${what}: a limit where none applies`).toBe(true);
      const a = readTurnRate(m[5] as string);
      expect(
        Math.abs(a - numbers.whatIf.maxAngularAcceleration) < 1e-9 || Math.abs(a - numbers.recorded.maxAngularAcceleration) < 1e-9,
        `${what}: the motor named`,
      ).toBe(true);
      expect(m[2], `${what}: the turn named`).toBe(run.angleDeg.toFixed(0));
      if (m[3] === undefined) {
        // From rest: with a pencil, from the numbers named.
        expect(m[1], `${what}: the limit recomputed from ${m[2]}° and ${m[5]}`).toBe(pencilLimit(Number(m[2]), a).toFixed(2));
        expect(Math.abs(run.rateDeg)).toBeLessThan(0.5);
      } else {
        expect(m[3], `${what}: the spin named`).toBe(Math.abs(run.rateDeg).toFixed(0));
        expect(m[1], `${what}: the limit from the state named`).toBe(run.limitFromState.toFixed(2));
      }
      // No run faster than its limit.
      if (run.settled !== null) expect(run.settled, `${what}: settled under its limit`).toBeGreaterThanOrEqual(run.limitFromState);
    },
  );
  take(/holds still: its heading stays within 0\.1° of the target over the run's last second/, () =>
    expect(run.swing, `${what}: holds still`).toBeLessThan(0.05),
  );
  take(/keeps swinging by (\d+\.\d)° about the target over the run's last second/, (m) =>
    expect(m[1], `${what}: keeps swinging`).toBe(run.swing.toFixed(1)),
  );
  take(/the error at the end of the run is (\d+\.\d)°/, (m) => expect(m[1], `${what}: error at the end`).toBe(run.end.toFixed(1)));
  take(/at the end it is (\d+\.\d)° off/, (m) => expect(m[1], `${what}: off at the end`).toBe(run.end.toFixed(1)));
  take(/ending (\d+\.\d)° off/, (m) => expect(m[1], `${what}: ending off`).toBe(run.end.toFixed(1)));
  return rest;
}

/**
 * The section's runs for a what-if: the menu's choices, scrubbed values (its range's ends and middle), and a drag of the target mid-run.
 */
function whatIfs(section: ArticleSection): { what: string; run: () => FigureRun }[] {
  const out = section.choices.map((choice) => ({ what: `${section.id} ${choice.id}`, run: () => new FigureRun(section, choice) }));
  const param = section.param;
  if (param) {
    const middle = param.min + Math.round((param.max - param.min) / 2 / param.step) * param.step;
    // The range's ends and middle, and the recorded run's own value (a what-if that changes nothing).
    for (const value of [param.min, middle, param.max, ...(param.recorded === null ? [] : [param.recorded])]) {
      const choice = customChoice(section, section.choices[0], value);
      out.push({ what: `${section.id} ${choice.id}`, run: () => new FigureRun(section, choice) });
    }
  }
  out.push({
    what: `${section.id} ${section.choices[0].id}, target dragged at 0.5 s`,
    run: () => {
      const run = new FigureRun(section, section.choices[0]);
      run.step(30);
      run.dragTarget({ x: 10, y: 16 }, false);
      run.step(3);
      run.dragTarget({ x: 12, y: 15 }, true);
      return run;
    },
  });
  return out;
}

describe('every sentence with a number, for every what-if, against the run it describes', () => {
  for (const section of ARTICLE_SECTIONS) {
    test(`${section.id}: its sentences, every what-if`, () => {
      for (const { what, run: make } of whatIfs(section)) {
        const run = make();
        run.finish();
        const numbers = numbersOf(run);
        const recorded = recompute(run.recorded, run.length);
        const whatIf = recompute(run.whatIf, run.played);
        for (const [key, say] of Object.entries(SECTION_SAYS[section.id] ?? {})) {
          const sentence = say(numbers);
          const about = key === 'whatIf' ? whatIf : recorded;
          let rest = checkPhrases(
            sentence.replace(numbers.choice, ' ').replace(section.recordedLabel, ' '),
            about,
            numbers,
            `${what}: ${key}`,
            section.limitHolds,
          );
          if (section.id === 'character') rest = checkCharacter(rest, run, numbers, key, what);
          if (section.id === 'tuning' && key === 'whatIf') rest = checkFormula(rest, numbers, what);
          // What is left names no number but the section's own constants (its gains, ω, ζ, the motor).
          const leftover = rest.replace(
            new RegExp(
              '\\((?:kp|ki|kd) [\\d, kpid]+\\)|kp \\d+(?:\\.\\d+)?|kd \\d+(?:\\.\\d+)?|ki \\d+|ω \\d+ rad\\/s|ζ \\d(?:\\.\\d+)?|' +
                '\\(\\d+(?:\\.\\d+)?π? rad\\/s²\\)|4\\.74\\/ω|\\d+(?:\\.\\d+)? Hz|kd·dt \\d+(?:\\.\\d+)?',
              'g',
            ),
            ' ',
          );
          if (key === 'whatIf' || key === 'recorded')
            expect(leftover, `${what}: ${key}: a number the test did not check in "${sentence}"`).not.toMatch(/\d/);
        }
        // The caption says what the text says.
        const caption = figureCaption(numbers, section.recordedLabel);
        if (numbers.whatIf.settled !== null && numbers.whatIf.staysSettled)
          expect(caption, what).toContain(`settles in ${numbers.whatIf.settled.toFixed(2)} s`);
        expect(caption).not.toMatch(/settles in [\d.]+ s[^.]*error at the end [1-9]/);
      }
    });
  }
});

/** The character section's phrases: each body's reaching, the missile near its target. */
function checkCharacter(rest: string, run: FigureRun, numbers: FigureNumbers, key: string, what: string): string {
  const missile = key === 'whatIf' ? recompute(run.whatIf, run.played) : recompute(run.recorded, run.length);
  const character = key === 'whatIf' ? recompute(run.companionWhatIf!, run.played) : recompute(run.companionRecorded!, run.length);
  let out = rest;
  const one = (pattern: RegExp, check: (m: RegExpExecArray) => void) => {
    const m = pattern.exec(out);
    if (m) {
      check(m);
      out = out.replace(m[0], ' ');
    }
  };
  one(/the character reaches its heading in (\d+\.\d\d) s/, (m) => expect(m[1], `${what}: character`).toBe(character.reached?.toFixed(2)));
  one(/the character does not reach its heading within (\d+) s/, (m) => {
    expect(character.reached, `${what}: character does not reach`).toBeNull();
    expect(Number(m[1])).toBe(numbers.seconds);
  });
  one(/the missile reaches its heading in (\d+\.\d\d) s/, (m) => expect(m[1], `${what}: missile`).toBe(missile.reached?.toFixed(2)));
  one(/the missile comes near its target at (\d+\.\d\d) s still (\d+\.\d)° off/, (m) => {
    expect(m[1], `${what}: near`).toBe(missile.near?.toFixed(2));
    expect(m[2], `${what}: near, off`).toBe(missile.end.toFixed(1));
    expect(missile.reached).toBeNull();
  });
  one(/At the default max turn rate \((\d*)π rad\/s²\)/, (m) =>
    expect(Number(m[1] || 1) * Math.PI).toBeCloseTo(numbers.recorded.maxAngularAcceleration, 9),
  );
  return out;
}

/** The tuning what-if's prediction by the formula e^(−πζ/√(1−ζ²)) of the quarter turn, and its match within 0.5° for the poles' gains. */
function checkFormula(rest: string, numbers: FigureNumbers, what: string): string {
  const zeta = Number(/ζ (\d+(?:\.\d+)?)/.exec(numbers.choice)?.[1]);
  const predicted = 90 * springOvershoot(zeta);
  const m = /the formula predicts (\d+\.\d)°/.exec(rest);
  if (predicted >= 0.05) expect(m?.[1], what).toBe(predicted.toFixed(1));
  else expect(rest, what).toContain('the formula predicts no swing past from ζ 1 up');
  if (!numbers.choiceId.includes('continuous') && !numbers.dragged)
    expect(Math.abs(numbers.whatIf.overshoot - predicted), `${what}: the formula holds`).toBeLessThan(0.5);
  return rest.replace(m?.[0] ?? '', ' ');
}

describe('the what-ifs a reader makes', () => {
  test('a scrubbed value is a what-if of the choice shown, named in links; out of range or off its step, no what-if', () => {
    const section = ARTICLE_SECTIONS.find((s) => s.id === 'limit')!;
    const resolved = resolveChoice(section, 'time-optimal.a-2')!;
    expect(resolved.choice.label).toBe(`time-optimal (bang-bang) at ${piTimes(2)} rad/s²`);
    expect(resolved.value).toBe(2);
    expect(resolveChoice(section, 'time-optimal.a-9')).toBeNull();
    expect(resolveChoice(section, 'time-optimal.a-1.3')).toBeNull();
    expect(resolveChoice(section, 'nothing.a-2')).toBeNull();
    const run = new FigureRun(section, resolved.choice);
    run.finish();
    expect(numbersOf(run).whatIf.maxAngularAcceleration).toBeCloseTo(2 * Math.PI, 12);
  });

  test('what the SPD section calls the stable PD with the same ω and ζ runs ω 90 rad/s and ζ 1, not the defaults', () => {
    const section = ARTICLE_SECTIONS.find((s) => s.id === 'spd')!;
    const run = new FigureRun(
      section,
      section.choices.find((c) => c.id === 'stable-pd')!,
    );
    const settings = run.demo.view.findRecord('missile')!.entity.getSettings().controller as unknown as {
      type: string;
      naturalFrequency: number;
      dampingRatio: number;
    };
    expect([settings.type, settings.naturalFrequency, settings.dampingRatio]).toEqual(['stable-pd', 90, 1]);
  });

  test('a drag of the target mid-run moves what the body steers to, and the turn is timed from where it was let go', () => {
    const section = ARTICLE_SECTIONS[0]!;
    const run = new FigureRun(section, section.choices[0]);
    run.step(30);
    const before = run.wantedHeading!;
    run.dragTarget({ x: 15, y: 5 }, true);
    expect(run.wantedHeading!).not.toBeCloseTo(before, 3);
    expect(run.wantedHeading!).toBeCloseTo(Math.atan2(5, 15), 9);
    run.finish();
    const numbers = numbersOf(run);
    expect(numbers.whatIf.startTime).toBeCloseTo(30 * DT, 12);
    expect(numbers.dragged).toBe(true);
    expect(run.ghost === null || run.demo.history.comparing).toBe(true);
  });
});
