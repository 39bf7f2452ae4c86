import type { ControllerType } from '../control/ControllerSettings';

/** One gain the auto-tuner may change: its settings key and its search range. */
export interface TunableParameter {
  key: string;
  /** Smallest and largest magnitude searched (the search is on a log scale). */
  min: number;
  max: number;
  /** −1 for gains that must stay negative (Stolk's convention), else 1. */
  sign: 1 | -1;
}

/** What the auto-tuner searches, per controller type. Ranges are generous, in the settings' units. */
export const TUNABLE_PARAMETERS: Readonly<Record<ControllerType, readonly TunableParameter[]>> = {
  pid: [
    { key: 'kp', min: 1, max: 2000, sign: 1 },
    { key: 'ki', min: 0.01, max: 200, sign: 1 },
    { key: 'kd', min: 0.1, max: 300, sign: 1 },
  ],
  stolk: [
    { key: 'p', min: 0.1, max: 2000, sign: -1 },
    { key: 'i', min: 0.01, max: 200, sign: -1 },
    { key: 'd', min: 0.01, max: 300, sign: -1 },
  ],
  pd: [
    { key: 'kp', min: 1, max: 2000, sign: 1 },
    { key: 'kd', min: 0.1, max: 300, sign: 1 },
  ],
  'stable-pd': [
    // rad/s and the damping ratio (seed 004's old frequency 0.1–30 and damping 0.1–5, in true units).
    { key: 'naturalFrequency', min: 0.3, max: 90, sign: 1 },
    { key: 'dampingRatio', min: 0.1, max: 4, sign: 1 },
  ],
  spd: [
    { key: 'kp', min: 10, max: 1e5, sign: 1 },
    { key: 'kd', min: 1, max: 1e4, sign: 1 },
  ],
  'time-optimal': [{ key: 'gain', min: 1, max: 1000, sign: 1 }],
};
