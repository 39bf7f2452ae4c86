import { wrapAngle } from '../math/angle';
import { givenValue } from '../validation/givenValue';
import type { TurnController, TurnInput } from './TurnController';

/** The sub-steps per step {@link withSubSteps} accepts: whole numbers from 1 to 64. */
export const SUB_STEP_RANGE = { min: 1, max: 64 } as const;

/**
 * `controller` for an engine that splits each step `dt` into `subSteps` equal sub-steps (Box2D v3's
 * `b2World_Step(world, dt, subStepCount)`, 4 in its samples; Rapier, whose solver sub-steps its
 * `numSolverIterations`, 4 by default). The time-optimal controller plans its braking for one
 * semi-implicit Euler step; told the sub-steps, it lands as it does with one (in Box2D v3 with 4:
 * a 170° turn at 4π rad/s² overshoots 0.01° instead of 2.15°, docs/real-engines.md).
 *
 * Why. A torque held over the step gives the angular acceleration α in each of the n sub-steps of
 * h = dt/n: after sub-step k the rate is ω + k·α·h, and the angle moves by the sum of h times
 * those rates, ω·dt + α·dt²·(n+1)/(2n), where one step (n = 1) moves it ω·dt + α·dt². Commanding
 * the rate s after the step (α = (s − ω)/dt) and braking at the limit a from the next step on, the
 * angle still covered is, with n sub-steps,
 *
 *   s·dt/2 + s²/(2a) + ω·dt·(n−1)/(2n)
 *
 * (this step's share plus the braking steps'), which is one step's s·dt/2 + s²/(2a) plus the
 * last term: the rate the body has now carries it (n−1)/(2n) of a step further than the plan
 * counts. The same term appears when the step lands on the target (the rate d/dt − ω·(n−1)/(2n),
 * then a step to rest, covers d). So the plan is exact when the distance it is given is the
 * distance left less that term, which for the heading error e and its rate ė = ω − ω_d is the
 * error (n−1)/(2n) of a step ahead:
 *
 *   e' = e + ė·dt·(n−1)/(2n)
 *
 * This wrapper passes e' (wrapped into (−π, π]) in place of e and leaves everything else as it is;
 * with one sub-step e' = e, bit for bit. It is meant for the time-optimal controller; the PID and
 * the PD family do not plan a braking curve step by step, and overshoot 0.05° at most either way.
 *
 * In the C++, C# and GDScript ports, pass the same e' as the heading error (docs/real-engines.md).
 *
 * @throws TypeError for a controller without update and reset; RangeError naming `subSteps` and its range when it is not a whole number
 * from 1 to 64.
 */
export function withSubSteps(controller: TurnController, subSteps: number): TurnController {
  if (
    typeof controller !== 'object' ||
    controller === null ||
    typeof controller.update !== 'function' ||
    typeof controller.reset !== 'function'
  )
    throw new TypeError(
      `withSubSteps: controller must be a turn controller (an object with update and reset), got ${givenValue(controller)}`,
    );
  if (!Number.isInteger(subSteps) || subSteps < SUB_STEP_RANGE.min || subSteps > SUB_STEP_RANGE.max) {
    throw new RangeError(`subSteps: must be a whole number from ${SUB_STEP_RANGE.min} to ${SUB_STEP_RANGE.max}; got ${String(subSteps)}`);
  }
  const lead = subStepLead(subSteps);
  // reused: no allocation per step
  const ahead: TurnInput = { headingError: 0, angularVelocity: 0, dt: 0, maxAngularAcceleration: 0, inertia: 0 };
  const look = (input: Readonly<TurnInput>): TurnInput => {
    Object.assign(ahead, input);
    const errorRate = input.angularVelocity - (input.desiredHeadingRate ?? 0);
    if (lead > 0) ahead.headingError = wrapAngle(input.headingError + errorRate * input.dt * lead);
    return ahead;
  };
  const wrapped: TurnController = {
    type: controller.type,
    get terms() {
      return controller.terms;
    },
    update: (input) => controller.update(look(input)),
    reset: () => controller.reset(),
  };
  const { saveState, restoreState, handOver } = controller;
  if (saveState) wrapped.saveState = () => saveState.call(controller);
  if (restoreState) wrapped.restoreState = (memory) => restoreState.call(controller, memory);
  if (handOver) wrapped.handOver = (input, previousCommand) => handOver.call(controller, look(input), previousCommand);
  SUB_STEPS.set(wrapped, subSteps);
  return wrapped;
}

/** The sub-steps each wrapped controller was told. */
const SUB_STEPS = new WeakMap<TurnController, number>();

/** The fraction of a step the error is looked ahead with `subSteps` sub-steps, (n − 1)/(2n): 0 for one. */
export function subStepLead(subSteps: number): number {
  return (subSteps - 1) / (2 * subSteps);
}

/**
 * The sub-steps `controller` was told by {@link withSubSteps}, or 1 (a controller not wrapped): a 3D
 * controller looks its error vector ahead by as much, to choose the axis the wrapped law works along.
 */
export function subStepsOf(controller: TurnController): number {
  return SUB_STEPS.get(controller) ?? 1;
}
