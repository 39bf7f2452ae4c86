import { refuseNotANumber } from '../validation/numberArgument';

/**
 * A controller's command (rad/s²) cut to ± the motor's limit (rad/s², +∞: no cut); a command that
 * is not finite after the cut (NaN, or ±∞ with no limit) is 0. The one clamp every turn goes
 * through (the PID's output limit too). @throws TypeError naming an argument that is not a number.
 */
export function clampToMotor(command: number, motorLimit: number): number {
  if (typeof command !== 'number') refuseNotANumber('clampToMotor', 'command', 'rad/s²', command);
  if (typeof motorLimit !== 'number') refuseNotANumber('clampToMotor', 'motorLimit', 'rad/s²', motorLimit);
  const clamped = command > motorLimit ? motorLimit : command < -motorLimit ? -motorLimit : command;
  return Number.isFinite(clamped) ? clamped : 0;
}
