/**
 * The ports refuse the settings the TypeScript reference refuses (a negative or non-finite gain,
 * max_history outside 3..1000, a time-optimal gain of 0 or less…), naming the setting and its range:
 * C++ through check() and its constructor (std::invalid_argument; without exceptions, the message
 * on stderr and an abort), C# with an ArgumentException, GDScript with push_error and a controller
 * that refuses to run (its `refusal` says why; update() answers 0), a misspelled key (kpp) too.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ForwardPdController } from '../../src/sim/control/ForwardPdController';
import { NaiveSnippetController } from '../../src/sim/control/NaiveSnippetController';
import { PidController } from '../../src/sim/control/PidController';
import { PublishedPidController } from '../../src/sim/control/PublishedPidController';
import { SpdController } from '../../src/sim/control/SpdController';
import { StablePdController } from '../../src/sim/control/StablePdController';
import { StolkController } from '../../src/sim/control/StolkController';
import { TimeOptimalController } from '../../src/sim/control/TimeOptimalController';
import { csharpLibrary, gdscriptAddon } from './portDrivers';
import {
  compileCpp,
  compileCsharp,
  cppToolchain,
  csharpToolchain,
  gdscriptToolchain,
  inCi,
  missingMessage,
  portsDir,
  repoRoot,
  run,
  tempDir,
} from './toolchain';

/** Each case the drivers write, the reference's own construction of it, and the setting the message must name (C++'s and C#'s spelling). */
const CASES: readonly (readonly [name: string, reference: () => unknown, field: readonly [cpp: string, csharp: string]])[] = [
  ['pid kp -1', () => new PidController({ kp: -1 }), ['kp', 'Kp']],
  ['pid kd NaN', () => new PidController({ kd: Number.NaN }), ['kd', 'Kd']],
  ['pid k_plant -2', () => new PidController({ kPlant: -2 }), ['k_plant', 'KPlant']],
  ['pid max_history 2', () => new PidController({ maxHistory: 2 }), ['max_history', 'MaxHistory']],
  ['pid max_history 1001', () => new PidController({ maxHistory: 1001 }), ['max_history', 'MaxHistory']],
  ['pid max_history 2147483647', () => new PidController({ maxHistory: 2 ** 31 - 1 }), ['max_history', 'MaxHistory']],
  ['pid output_limit Infinity', () => new PidController({ outputLimit: Number.POSITIVE_INFINITY }), ['output_limit', 'OutputLimit']],
  ['pid natural_frequency 0', () => new PidController({ naturalFrequency: 0 }), ['natural_frequency', 'NaturalFrequency']],
  ['published-pid ki -0.05', () => new PublishedPidController({ ki: -0.05 }), ['ki', 'Ki']],
  ['published-pid max_history 1500', () => new PublishedPidController({ maxHistory: 1500 }), ['max_history', 'MaxHistory']],
  ['published-pid as_published_dt 0', () => new PublishedPidController({ asPublishedDt: 0 }), ['as_published_dt', 'AsPublishedDt']],
  ['naive-snippet kd -1', () => new NaiveSnippetController({ kd: -1 }), ['kd', 'Kd']],
  ['stolk kp -1', () => new StolkController({ kp: -1 }), ['kp', 'Kp']],
  ['stolk p 10', () => new StolkController({ p: 10 }), ['p', 'P']],
  ['stolk d NaN', () => new StolkController({ d: Number.NaN }), ['d', 'D']],
  ['stolk p 10 kp 5', () => new StolkController({ p: 10, kp: 5 }), ['p', 'P']],
  ['pd kp -1', () => new ForwardPdController({ kp: -1 }), ['kp', 'Kp']],
  ['stable-pd natural_frequency 0', () => new StablePdController({ naturalFrequency: 0 }), ['natural_frequency', 'NaturalFrequency']],
  ['stable-pd kd -3', () => new StablePdController({ kd: -3 }), ['kd', 'Kd']],
  ['spd damping_ratio -1', () => new SpdController({ dampingRatio: -1 }), ['damping_ratio', 'DampingRatio']],
  ['time-optimal gain -3', () => new TimeOptimalController({ gain: -3 }), ['gain', 'Gain']],
  ['time-optimal gain 0', () => new TimeOptimalController({ gain: 0 }), ['gain', 'Gain']],
];

/**
 * Stolk's gains given under their names and their old ones at once (his p = −kp), each refused
 * naming both: [case, the reference's construction, the gain and its old name as C++ and GDScript
 * spell them, as C# does].
 */
const BOTH_NAMES: readonly (readonly [
  name: string,
  reference: () => unknown,
  cpp: readonly [string, string],
  csharp: readonly [string, string],
])[] = [
  ['stolk kp 10 p -10', () => new StolkController({ kp: 10, p: -10 }), ['kp', 'p'], ['Kp', 'P']],
  ['stolk ki 2 i -2', () => new StolkController({ ki: 2, i: -2 }), ['ki', 'i'], ['Ki', 'I']],
  ['stolk kd -1 d -1', () => new StolkController({ kd: -1, d: -1 }), ['kd', 'd'], ['Kd', 'D']],
];

/** The names of the cases each driver builds with valid settings (the defaults; Stolk's gains by name and by old name). */
const VALID = [
  'pid defaults',
  'published-pid defaults',
  'stolk defaults',
  'stolk kp 10 ki 2 kd 1',
  'stolk p -10 i -2 d -1',
  'stolk p 0',
  'time-optimal defaults',
];

/** The driver's lines by case name: [what check() says or "null", what the constructor threw or "none"]. */
function byName(output: string): Map<string, string[]> {
  return new Map(
    output
      .trim()
      .split('\n')
      .map((line) => line.split('\t'))
      .filter((fields) => fields.length >= 3)
      .map(([name, checked, thrown]) => [name as string, [checked as string, thrown as string]]),
  );
}

describe('the reference refuses each case the ports are tested on', () => {
  it.each(CASES)('%s', (_name, reference) => {
    expect(reference).toThrow(/must be (a number|an integer)/);
  });
  it.each(BOTH_NAMES)('%s', (_name, reference, [gain, old]) => {
    expect(reference).toThrow(`stolk: give ${gain} or its old name ${old}, not both`);
  });
});

/** Checks a driver's output: each case refused by check() and the constructor alike, naming the setting and a range. */
function expectRefusals(lines: Map<string, string[]>, language: 'C++' | 'C#' | 'GDScript'): void {
  for (const [name, , fields] of CASES) {
    const field = fields[language === 'C#' ? 1 : 0];
    const [checked, thrown] = lines.get(name) ?? [];
    expect(checked, `${language} ${name}`).toMatch(new RegExp(`: ${field} must be (a number|an integer) ([<>]=? ?-?[0-9.]+( and )?)+`));
    expect(thrown, `${language} ${name}`).toBe(checked);
  }
  for (const [name, , cpp, csharp] of BOTH_NAMES) {
    const [gain, old] = language === 'C#' ? csharp : cpp;
    const [checked, thrown] = lines.get(name) ?? [];
    expect(checked, `${language} ${name}`).toMatch(new RegExp(`: give ${gain} or its old name ${old}, not both$`));
    expect(thrown, `${language} ${name}`).toBe(checked);
  }
  // His p out of its range is refused as the reference does, naming p as the old name of kp.
  expect(lines.get('stolk p 10')?.[0], language).toMatch(
    /: [Pp] must be a number >= -1000000 and <= 0 \(the old name of [Kk]p: [Pp] = -[Kk]p\)/,
  );
  for (const name of VALID) expect(lines.get(name), `${language} ${name}`).toEqual(['null', 'none']);
  expect(lines.get('pid configure kp -5'), `${language}: configure refuses and keeps the settings`).toEqual(['refused', '60']);
}

const cpp = cppToolchain();
describe.skipIf(cpp.missing.length > 0 && !inCi)(
  `C++ refuses what the reference refuses${cpp.missing.length ? `: ${missingMessage(cpp)}` : ''}`,
  () => {
    const temp = tempDir('pid-steering-refusals-');
    afterAll(() => temp.remove());

    it('check() and the constructor (std::invalid_argument) refuse each case, naming the setting and its range', () => {
      const exe = join(temp.dir, 'refusals');
      compileCpp([join(repoRoot, 'tests', 'ports', 'drivers', 'settings_refusals.cpp')], exe, [join(portsDir, 'cpp')], {
        flags: ['-fexceptions'],
      });
      expectRefusals(byName(run(exe, [])), 'C++');
    });

    it('without exceptions, a constructor given max_history 2^31 − 1 writes why to stderr and aborts, before allocating a window', () => {
      const source = join(temp.dir, 'no_exceptions.cpp');
      writeFileSync(
        source,
        '#include "pid_steering.hpp"\nint main() {\n  pid_steering::PidSettings s;\n  s.max_history = 2147483647;\n  ' +
          'pid_steering::PidController pid(s);\n  return 0;\n}\n',
      );
      const exe = join(temp.dir, 'no_exceptions');
      compileCpp([source], exe, [join(portsDir, 'cpp')]);
      const result = spawnSync(exe, [], { encoding: 'utf8' });
      expect(result.signal).toBe('SIGABRT');
      expect(result.stderr).toContain('pid_steering::PidController: max_history must be an integer >= 3 and <= 1000');
    });
  },
);

const csharp = csharpToolchain();
describe.skipIf(csharp.missing.length > 0 && !inCi)(
  `C# refuses what the reference refuses${csharp.missing.length ? `: ${missingMessage(csharp)}` : ''}`,
  () => {
    const temp = tempDir('pid-steering-refusals-cs-');
    afterAll(() => temp.remove());

    it('each constructor throws an ArgumentException naming the setting and its range', () => {
      const exe = join(temp.dir, 'Refusals.exe');
      compileCsharp([...csharpLibrary(), join(repoRoot, 'tests', 'ports', 'drivers', 'SettingsRefusals.cs')], exe);
      expectRefusals(byName(run('mono', [exe])), 'C#');
    });
  },
);

const gdscript = gdscriptToolchain();
describe.skipIf(gdscript.missing.length > 0 && !inCi)(
  `GDScript refuses what the reference refuses${gdscript.missing.length ? `: ${missingMessage(gdscript)}` : ''}`,
  () => {
    it(
      'each constructor pushes an error naming the setting and its range, and the controller then refuses to run (update answers ' +
        '0); check(settings) says it first',
      () => {
        const output = run('godot3-server', [
          '--no-window',
          '-s',
          join(repoRoot, 'tests', 'ports', 'drivers', 'settings_refusals.gd'),
          gdscriptAddon,
        ]);
        const lines = byName(output);
        expectRefusals(lines, 'GDScript');
        // Each script's static check(settings) answers what its constructor refuses, before building one.
        const checks = output
          .trim()
          .split('\n')
          .map((line) => line.split('\t'))
          .filter((fields) => fields.length === 4);
        expect(checks.length).toBe(CASES.length + BOTH_NAMES.length + VALID.length + 2);
        for (const [name, refusal, , checked] of checks) expect(checked, name).toBe(refusal);
        const [misspelled, ran] = lines.get('pid kpp 1') ?? [];
        expect(misspelled).toMatch(/^PidSteeringPidController: kpp is not one of its settings \(kp, ki, kd, k_plant, max_history,/);
        expect(ran).toBe(misspelled);
        // As the reference's "stolk: kpp is not one of its settings (kp, ki, kd)": the old names are not listed.
        expect(lines.get('stolk kpp 1')?.[0]).toBe('PidSteeringStolkController: kpp is not one of its settings (kp, ki, kd)');
      },
    );
  },
);
