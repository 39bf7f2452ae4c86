/**
 * The forces-and-torques article's two torque controllers, corrected: each is an AttitudeController
 * with the 2D law it meant, so nothing is restated (the short way, the /dt, the inertia's frame and
 * the stable PD's gains are the controller's own).
 */
import { gainsFromNaturalFrequency, fromWuTuning } from '../../control/naturalFrequency';
import { StablePdController } from '../../control/StablePdController';
import { TimeOptimalController } from '../../control/TimeOptimalController';
import { AttitudeController } from '../AttitudeController';
import { checkNumber } from '../check3d';
import type { AttitudeOptions } from '../AttitudeOptions';

/**
 * `ComputeTorque`, corrected: the torque that reaches the wanted orientation, taken the short way,
 * as fast as the motor allows. With the time-optimal law along the axis and a motor of 1e9 rad/s²
 * (no limit in practice) it is the article's one-step move, I·(θ·n/dt − ω)/dt, a torque; with the
 * body's real limit it is the fastest turn that stops on the target. [options: AttitudeController's]
 */
export function correctedComputeTorque(options: Readonly<AttitudeOptions> = {}): AttitudeController {
  return new AttitudeController(new TimeOptimalController(), options);
}

/**
 * The "Stable Torque PD Controller", corrected: David Wu's stable PD with the article's gains for
 * `frequency` and `damping` (kp = (6f)²/4, kd = 4.5·f·damping: ω = 3f rad/s, ζ = 0.75·damping),
 * applied as ksg and kdg (StablePdController with these raw gains, neither scaled with the motor
 * nor shaped by its braking curve), along the axis of the short-way error, the inertia tensor in its
 * right frame. [options: AttitudeController's] @throws TypeError or RangeError naming `frequency`
 * or `damping` when not a finite number (the stable PD refuses the gains they give when out of its range).
 */
export function correctedStableTorquePd(frequency: number, damping: number, options: Readonly<AttitudeOptions> = {}): AttitudeController {
  checkNumber(frequency, 'correctedStableTorquePd(frequency)', {});
  checkNumber(damping, 'correctedStableTorquePd(damping)', {});
  const { naturalFrequency, dampingRatio } = fromWuTuning(frequency, damping);
  const { kp, kd } = gainsFromNaturalFrequency(naturalFrequency, dampingRatio);
  return new AttitudeController(new StablePdController({ kp, kd, scaleWithTurnRate: false, brakingCurve: false }), options);
}
