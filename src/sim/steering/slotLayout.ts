/**
 * Where a steerer's numbers lie in its crowd's record (SteeringSlots): the fields both dimensions
 * have, as offsets in doubles from the record's start; SLOT_FIELDS is where a dimension's own begin.
 */

/** The shared fields: what it does (mode, 0 to 6, STEERING_MODES), its settings, goal, path progress and body's position. */
export const SLOT = Object.freeze({
  /** The index of its mode in STEERING_MODES. */
  MODE: 0,
  /** Within this of a target or waypoint it counts as reached, m; a waypoint passed within PASS too (0: off). */
  REACH: 1,
  PASS: 2,
  /** 1: it faces its direction of travel while it moves (a character); 0: its target. */
  FACING_TRAVEL: 3,
  /** 1: it has a goal; 1: an arrival reached it (until the goal changes). */
  GOAL_ACTIVE: 4,
  GOAL_REACHED: 5,
  /** The point steered at this step (a moving target's, read once a step), m, and its velocity, m/s. */
  GX: 6,
  GY: 7,
  GZ: 8,
  GVX: 9,
  GVY: 10,
  GVZ: 11,
  /** Where the body is this step, m: the plane's origin, space's centre of mass (a path's legs start there). */
  PX: 12,
  PY: 13,
  PZ: 14,
  /** Its path in the crowd's waypoints: where it starts (a waypoint's index), how many, how many there is room for, whether it loops. */
  PATH_START: 15,
  PATH_LENGTH: 16,
  PATH_ROOM: 17,
  PATH_LOOP: 18,
  /** The waypoint sought (the path's length when done), and the waypoints reached since `follow`. */
  PATH_INDEX: 19,
  PATH_REACHED: 20,
  /** Where the leg to the waypoint sought starts, m: the previous waypoint, or where the path began. */
  LEGX: 21,
  LEGY: 22,
  LEGZ: 23,
  /** Seconds stepped since the command was given (a command given again soon continues: REAIM_WINDOW). */
  SINCE: 24,
  /** 1: the propulsion acted on the last step. */
  PROPELLED: 25,
  /**
   * The propulsion: its kind (0 none, 1 a missile, 2 a character, 3 yours, run through its
   * object), its settings as it gave them (top speed m/s, thrust m/s², velocity gain 1/s, 1: thrust
   * toward the target only, 1: stops dead, 1: can arrive), and the thrust used on the last step (0
   * to 1). A library propulsion copies its settings here when they change; yours is read once.
   */
  KIND: 26,
  MAX_SPEED: 27,
  MAX_ACCELERATION: 28,
  GAIN: 29,
  TOWARD_TARGET: 30,
  STOPS_DEAD: 31,
  CAN_ARRIVE: 32,
  THRUST: 33,
});

/** The number of shared fields: a dimension's own start here. */
export const SLOT_FIELDS = 34;
