import { describe, expect, it } from 'vitest';
import { instabilityWords } from '../../../src/app/presentation/turnRateWords';
import { defaultForwardPdSettings, forwardPdStability, type ForwardPdSettings } from '../../../src/sim/control/ForwardPdController';
import { defaultEntitySettings } from '../../../src/sim/entities/EntitySettings';

const pd = (extra: Partial<ForwardPdSettings> = {}): ForwardPdSettings => ({ ...defaultForwardPdSettings(), ...extra });

describe("instabilityWords: a forward PD whose gains break the step's stability conditions says so", () => {
  it(
    'the defaults settle at the original rates; at 10,000 rad/s² (gains scaled to the motor) they cannot, and the words say which ' +
      'condition fails',
    () => {
      for (const rate of [Math.PI, 4 * Math.PI, 100]) expect(instabilityWords(pd(), rate, 1 / 60), `${rate} rad/s²`).toBeNull();
      // r = 10000/4π: kd·dt = 14·√r/60 ≈ 6.6.
      expect(instabilityWords(pd(), 10_000, 1 / 60)).toBe('unstable: kd·dt 6.6 ≥ 2');
      // Unscaled gains, a small damper: the spring breaks it (kp·dt² = 14000/3600 ≈ 3.9 against 4 − 2·10/60 ≈ 3.7).
      expect(instabilityWords(pd({ kp: 14_000, kd: 10, scaleWithTurnRate: false }), 4 * Math.PI, 1 / 60)).toBe(
        'unstable: kp·dt² 3.9 ≥ 3.7',
      );
      // Other controllers: no such words.
      expect(instabilityWords(defaultEntitySettings('missile').controller, 10_000, 1 / 60)).toBeNull();
    },
  );

  it(
    "agrees with the error's own recurrence e[n+1] = (2 − kd·dt − kp·dt²)·e[n] − (1 − kd·dt)·e[n−1]: it decays exactly where the " +
      'conditions hold',
    () => {
      const dt = 1 / 60;
      for (const kp of [10, 1_000, 8_000, 13_000, 14_000, 20_000]) {
        for (const kd of [0.5, 14, 60, 110, 119, 121, 200]) {
          const { stable } = forwardPdStability(pd({ kp, kd, scaleWithTurnRate: false }), 4 * Math.PI, dt);
          let [previous, e] = [1, 1];
          for (let n = 0; n < 20_000; n++) [previous, e] = [e, (2 - kd * dt - kp * dt * dt) * e - (1 - kd * dt) * previous];
          expect(Math.abs(e) < 1e-6, `kp ${kp}, kd ${kd}: ${e}`).toBe(stable);
        }
      }
    },
  );
});
