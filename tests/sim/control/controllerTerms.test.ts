import { describe, expect, it } from 'vitest';
import { ForwardPdController } from '../../../src/sim/control/ForwardPdController';
import { PidController } from '../../../src/sim/control/PidController';
import { PublishedPidController } from '../../../src/sim/control/PublishedPidController';
import { StolkController } from '../../../src/sim/control/StolkController';
import type { TurnController, TurnInput } from '../../../src/sim/control/TurnController';

/** Feeds a decaying, oscillating error and checks, every step, that P + I + D is the command. */
function termsAddUp(controller: TurnController, clampFree = true): void {
  const input: TurnInput = {
    headingError: 0,
    angularVelocity: 0,
    dt: 1 / 60,
    maxAngularAcceleration: Number.POSITIVE_INFINITY,
    inertia: 1,
  };
  let sawIntegral = false;
  for (let n = 0; n < 120; n++) {
    const t = n / 60;
    input.headingError = 1.2 * Math.exp(-t) * Math.cos(3 * t);
    input.angularVelocity = -1.2 * Math.exp(-t) * (Math.cos(3 * t) + 3 * Math.sin(3 * t));
    const command = controller.update(input);
    const terms = controller.terms;
    if (!terms) throw new Error('no terms');
    if (clampFree) expect(terms.proportional + terms.integral + terms.derivative).toBeCloseTo(command, 9);
    if (terms.integral !== 0) sawIntegral = true;
  }
  expect(sawIntegral).toBe(controller.type !== 'pd');
}

describe('what P, I and D each contribute to the command (the scope plots them)', () => {
  it('the corrected PID: the three terms add up to the command', () => termsAddUp(new PidController({ kp: 60, ki: 2, kd: 14 })));
  it('the corrected PID with a running integral', () => termsAddUp(new PidController({ kp: 60, ki: 2, kd: 14, integral: 'running' })));

  it('the PID as published: the terms add up, and for a constant error the integral is 600·Ki·e', () => {
    termsAddUp(new PublishedPidController({ kp: 1, ki: 0.05, kd: 5 }));
    const pid = new PublishedPidController({ kp: 1, ki: 0.05, kd: 5 });
    const input: TurnInput = {
      headingError: 0.5,
      angularVelocity: 0,
      dt: 1 / 60,
      maxAngularAcceleration: Number.POSITIVE_INFINITY,
      inertia: 1,
    };
    for (let i = 0; i < 7; i++) pid.update(input);
    // The article's quirk: the Simpson sum (18·e for 7 samples) divided by 3·dt = 0.03 instead of multiplied.
    expect(pid.terms.integral).toBeCloseTo(-600 * 0.05 * 0.5, 9);
    expect(pid.terms.proportional).toBeCloseTo(-0.5, 12);
    expect(pid.terms.derivative).toBeCloseTo(0, 12);
  });

  it("Bram Stolk's pid1 and the forward PD (which has no integral)", () => {
    termsAddUp(new StolkController());
    termsAddUp(new ForwardPdController({ kp: 40, kd: 10 }));
  });

  it('a reset clears them', () => {
    const pid = new PidController({ kp: 60, ki: 2, kd: 14 });
    pid.update({ headingError: 1, angularVelocity: 0, dt: 1 / 60, maxAngularAcceleration: Number.POSITIVE_INFINITY, inertia: 1 });
    pid.update({ headingError: 0.9, angularVelocity: 0, dt: 1 / 60, maxAngularAcceleration: Number.POSITIVE_INFINITY, inertia: 1 });
    pid.reset();
    expect(Math.abs(pid.terms.proportional) + Math.abs(pid.terms.integral) + Math.abs(pid.terms.derivative)).toBe(0);
  });
});
