/**
 * The Box2D v3 crowd's WebAssembly module (native/crowd/crowd.c, built by
 * scripts/build-box2d-wasm.sh): its exports, typed, and how to instantiate it from its bytes or
 * its compiled module. Where the bytes come from (a URL in the browser, a file in Node) is the caller's.
 */

/**
 * Float32 numbers per body in the module's state array: x, y (m), angle (rad, the C library's
 * atan2f of the rotation: the same wherever the module runs), cos, sin (of the angle), vx, vy
 * (m/s), w (rad/s).
 */
export const BOX2D_STATE_STRIDE = 8;

/** Offsets of each quantity within a body's {@link BOX2D_STATE_STRIDE} numbers. */
export const BOX2D_STATE = { x: 0, y: 1, angle: 2, cos: 3, sin: 4, vx: 5, vy: 6, angularVelocity: 7 } as const;

/** Float32 numbers per body in the module's command array: force x, y, torque, velocity x, y, spin, bullet (0 or 1). */
export const BOX2D_COMMAND_STRIDE = 7;

/** Offsets of each quantity within a body's {@link BOX2D_COMMAND_STRIDE} numbers. */
export const BOX2D_COMMAND = { fx: 0, fy: 1, torque: 2, vx: 3, vy: 4, angularVelocity: 5, bullet: 6 } as const;

/** Most points of an outline handed to {@link Box2dCrowdExports.crowd_add_body} (Box2D's B2_MAX_POLYGON_VERTICES). */
export const BOX2D_MAX_OUTLINE_POINTS = 8;

/** What the module exports (pointers are byte offsets into `memory`). */
export interface Box2dCrowdExports {
  readonly memory: WebAssembly.Memory;
  _initialize(): void;
  crowd_create_world(maxBodies: number, subSteps: number): number;
  crowd_outline_buffer(): number;
  crowd_state_buffer(): number;
  crowd_command_buffer(): number;
  crowd_body_count(): number;
  crowd_add_body(
    points: number,
    friction: number,
    mass: number,
    centerX: number,
    centerY: number,
    inertia: number,
    x: number,
    y: number,
    angle: number,
  ): number;
  crowd_add_piece(index: number, points: number, friction: number): number;
  crowd_read_state(): void;
  crowd_apply_commands(): void;
  crowd_set_transform(index: number, x: number, y: number, angle: number): number;
  crowd_step(dt: number): void;
  crowd_measure_contacts(): number;
  crowd_deepest_overlap(): number;
  crowd_destroy_world(): void;
}

const EXPORT_NAMES: readonly (keyof Box2dCrowdExports)[] = [
  'memory',
  '_initialize',
  'crowd_create_world',
  'crowd_outline_buffer',
  'crowd_state_buffer',
  'crowd_command_buffer',
  'crowd_body_count',
  'crowd_add_body',
  'crowd_add_piece',
  'crowd_read_state',
  'crowd_apply_commands',
  'crowd_set_transform',
  'crowd_step',
  'crowd_measure_contacts',
  'crowd_deepest_overlap',
  'crowd_destroy_world',
];

/** The module's exports once instantiated and initialised; throws an Error naming a missing export (a module of another build). */
function exportsOf(instance: WebAssembly.Instance): Box2dCrowdExports {
  const exports = instance.exports as unknown as Box2dCrowdExports;
  const missing = EXPORT_NAMES.filter((name) => !(name in exports));
  if (missing.length > 0)
    throw new Error(`the Box2D crowd module lacks ${missing.join(', ')}: rebuild it with scripts/build-box2d-wasm.sh`);
  // A WASI reactor's start: runs the C library's constructors once (the name is WASI's).
  exports['_initialize']();
  return exports;
}

/** A fresh instance of the module (its own memory and world) from its compiled module, at once. It imports nothing. */
export function instantiateBox2dCrowd(module: WebAssembly.Module): Box2dCrowdExports {
  return exportsOf(new WebAssembly.Instance(module, {}));
}

/** Compiles the module's bytes (once per page or Worker; each crowd then takes its own instance). */
export function compileBox2dCrowd(bytes: BufferSource): Promise<WebAssembly.Module> {
  return WebAssembly.compile(bytes);
}
