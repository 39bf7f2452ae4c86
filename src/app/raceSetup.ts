import { CONTROLLER_LABELS, CONTROLLER_TYPES, type ControllerType } from '../sim/control/ControllerSettings';

/**
 * The collision group of racers: negative, so racers pass through each other (they start on the
 * same spot and follow the same course) while still colliding with everything else.
 */
export const RACE_COLLISION_GROUP = -1;

/** The id of the racer that uses controller `type`. */
export function racerId(type: ControllerType): string {
  return `racer-${type}`;
}

/** The palette index of a racer: one fixed colour per controller type, the same in every race. */
export function racerColorIndex(type: ControllerType): number {
  return CONTROLLER_TYPES.indexOf(type);
}

/** The legend name of a racer. */
export function racerLabel(type: ControllerType): string {
  return CONTROLLER_LABELS[type];
}

/** The racers of a race, in the order of {@link CONTROLLER_TYPES}, without repeats. */
export function raceLineUp(chosen: readonly ControllerType[]): ControllerType[] {
  return CONTROLLER_TYPES.filter((type) => chosen.includes(type));
}
