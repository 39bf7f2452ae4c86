import { describe, expect, test } from 'vitest';
import * as library from '../../../src/controllers';
import { Demo } from '../../../src/app/Demo';
import { controllerCode, differencesText } from '../../../src/app/export/controllerCode';
import { presetController, startingController } from '../../../src/app/fields/controllerPresets';
import { CONTROLLER_TYPES, type ControllerSettings } from '../../../src/sim/control/ControllerSettings';
import { createTurnController } from '../../../src/sim/control/createTurnController';

// Issue 76, point 5: from the game to code. The code the game gives for the controller it shows
// makes that same controller with the library, output for output, and names how the game's
// settings differ from the library's defaults (the opening's missiles: no scaling, no braking
// curve, derivative on the error; the step response overshoots 24° at π rad/s² where the docs'
// figures, the defaults', overshoot 0.02°).

/** The controller the code makes: its `const controller = …;` evaluated with the library's exports in scope. */
function made(settings: ControllerSettings): library.TurnController {
  const code = controllerCode(settings, Math.PI).code;
  const line = /const controller = (.*);/.exec(code);
  expect(line, 'the code makes a controller').not.toBeNull();
  return new Function(...Object.keys(library), `return ${line![1]};`)(...Object.values(library)) as library.TurnController;
}

/** The commands of `controller` over a turn's worth of inputs. */
function commands(controller: library.TurnController): number[] {
  const out: number[] = [];
  let error = 1.4;
  let rate = 0;
  for (let i = 0; i < 200; i++) {
    const command = Math.max(
      -Math.PI,
      Math.min(
        Math.PI,
        controller.update({ headingError: error, angularVelocity: rate, dt: 1 / 60, maxAngularAcceleration: Math.PI, inertia: 1 }),
      ),
    );
    rate += command / 60;
    error += rate / 60;
    out.push(command);
  }
  return out;
}

describe('the code of the controller the game shows', () => {
  const cases: [string, ControllerSettings][] = [
    ['the opening’s missile', new Demo().tuning.view().controller],
    ['the tuned PID preset', presetController('tuned', 'missile')],
    ['the article’s PID as published', presetController('original', 'missile')],
    ...CONTROLLER_TYPES.map((type): [string, ControllerSettings] => [
      `${type}, as a new entity gets it`,
      startingController(type, 'missile'),
    ]),
    [
      'a stable PD retuned',
      { ...startingController('stable-pd', 'character'), ...({ naturalFrequency: 3 } as object) } as ControllerSettings,
    ],
  ];
  for (const [name, settings] of cases) {
    test(`${name}: made by the library from the code, it commands what the game's does, step for step`, () => {
      expect(commands(made(settings))).toEqual(commands(createTurnController(settings)));
    });
  }

  test('the opening’s missiles differ from the library’s defaults in three settings, named in the panel’s words', () => {
    const code = controllerCode(new Demo().tuning.view().controller, Math.PI);
    expect(code.className).toBe('PidController');
    expect(differencesText(code.differences)).toBe(
      'derivative on error (library: measurement), scale gains with turn rate off (library: on), brake on the motor’s curve off ' +
        '(library: on)',
    );
    expect(code.code).toContain("new PidController({ derivativeOn: 'error', scaleWithTurnRate: false, brakingCurve: false });");
    expect(code.code).toContain('const maxAngularAcceleration = 3.141592653589793; // rad/s², the max turn rate (180°/s²)');
  });

  test('the library’s defaults give none', () => {
    expect(controllerCode(library.defaultControllerSettings('time-optimal'), 4 * Math.PI).differences).toEqual([]);
    expect(controllerCode(library.defaultControllerSettings('time-optimal'), 4 * Math.PI).code).toContain('new TimeOptimalController();');
  });
});
