/**
 * Where a plane steerer's numbers lie in its crowd's record: the shared fields (SLOT), the body's
 * row (its state read once a step, and what the step commands), the turn motor's, and an entity's.
 */
import { SLOT, SLOT_FIELDS } from '../steering/slotLayout';

/** Offsets, in doubles, of each field in a record. */
export const F2 = Object.freeze({
  ...SLOT,
  // The body's row: its centre of mass (m), angle (rad) and axis (the cosine and sine as the
  // engine keeps them: a missile's nose), velocity (m/s), spin (rad/s), mass (kg), inertia about
  // the centre of mass (kg·m²); the force (N) and torque (N·m) commanded, and 1 for each of force,
  // torque, velocity, spin commanded (WROTE_*). The origin is SLOT's PX, PY.
  CX: SLOT_FIELDS,
  CY: SLOT_FIELDS + 1,
  ANGLE: SLOT_FIELDS + 2,
  COS: SLOT_FIELDS + 3,
  SIN: SLOT_FIELDS + 4,
  VX: SLOT_FIELDS + 5,
  VY: SLOT_FIELDS + 6,
  W: SLOT_FIELDS + 7,
  MASS: SLOT_FIELDS + 8,
  INERTIA: SLOT_FIELDS + 9,
  FX: SLOT_FIELDS + 10,
  FY: SLOT_FIELDS + 11,
  TORQUE: SLOT_FIELDS + 12,
  WROTE_FORCE: SLOT_FIELDS + 13,
  // The turn: the motor's limit (rad/s²); the heading steered, the heading wanted and wrap(heading −
  // desired) of the last sensed step (rad); the command after the clamp (rad/s²); between the
  // halves of a step, whether the controller turns the body (TURNING) or the command braking it
  // to rest (RESTING); what the controller was last given, measured (IN_*); the desired heading's
  // motion: its rate (rad/s), acceleration (rad/s²), last heading and rate, and whether primed;
  // whether the controller answers later (DEFERRED).
  LIMIT: SLOT_FIELDS + 14,
  HEADING: SLOT_FIELDS + 15,
  DESIRED: SLOT_FIELDS + 16,
  ERROR: SLOT_FIELDS + 17,
  COMMAND: SLOT_FIELDS + 18,
  TURNING: SLOT_FIELDS + 19,
  RESTING: SLOT_FIELDS + 20,
  IN_ERROR: SLOT_FIELDS + 21,
  IN_SPIN: SLOT_FIELDS + 22,
  IN_DT: SLOT_FIELDS + 23,
  IN_LIMIT: SLOT_FIELDS + 24,
  IN_INERTIA: SLOT_FIELDS + 25,
  IN_RATE: SLOT_FIELDS + 26,
  IN_ACCELERATION: SLOT_FIELDS + 27,
  RATE: SLOT_FIELDS + 28,
  ACCELERATION: SLOT_FIELDS + 29,
  PREVIOUS_HEADING: SLOT_FIELDS + 30,
  PREVIOUS_RATE: SLOT_FIELDS + 31,
  PRIMED: SLOT_FIELDS + 32,
  DEFERRED: SLOT_FIELDS + 33,
  // turnTo's heading (rad) and its rate (rad/s: a heading given again soon, a little turned); 1:
  // the line of sight starts at the centre of mass (else the origin); 1: the propulsion flies
  // along its heading (a missile); the heading guidance gave on the last sensed step (rad, NaN: none).
  FIXED_HEADING: SLOT_FIELDS + 34,
  FIXED_RATE: SLOT_FIELDS + 35,
  SIGHT_CENTER: SLOT_FIELDS + 36,
  FLIES: SLOT_FIELDS + 37,
  GUIDED_HEADING: SLOT_FIELDS + 38,
  // An entity's (EntityCrowd): where its body was last sound (origin m, angle rad), its top speed
  // (m/s: continuous collision is for the speed it may reach), its bullet flag, its own inertia
  // about the centre of mass (kg·m², the disturbance's).
  LAST_X: SLOT_FIELDS + 39,
  LAST_Y: SLOT_FIELDS + 40,
  LAST_ANGLE: SLOT_FIELDS + 41,
  TOP_SPEED: SLOT_FIELDS + 42,
  BULLET: SLOT_FIELDS + 43,
  OWN_INERTIA: SLOT_FIELDS + 44,
  // Where its PID's block is in the crowd's PID blocks (pidLaw.ts: its law run there in the pass), or −1.
  PID_AT: SLOT_FIELDS + 45,
  WROTE_TORQUE: SLOT_FIELDS + 46,
  WROTE_VELOCITY: SLOT_FIELDS + 47,
  WROTE_SPIN: SLOT_FIELDS + 48,
  // 1: guidance steered since it was last reset (a step that does not steer by it resets it then).
  GUIDANCE_USED: SLOT_FIELDS + 49,
});

/** Doubles per record. */
export const STRIDE_2D = SLOT_FIELDS + 50;
