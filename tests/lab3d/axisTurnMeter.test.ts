/**
 * The lab's turn card is the 2D game's turn meter (TurnMeter) fed the angle along the turn's axis
 * (AxisTurnMeter): a turn about a fixed axis gives exactly the figures the meter gives the same
 * heading error in the plane; a spin across the axis at the start withholds the limit.
 */
import { describe, expect, it } from 'vitest';
import { AxisTurnMeter } from '../../src/lab3d/scene/AxisTurnMeter';
import { emptyTurnSample, TurnMeter } from '../../src/sim/metrics/TurnMeter';

const DT = 1 / 60;
const AXIS = { x: 0.48, y: 0.6, z: 0.64 };

/** A damped swing through the target: e(t) = θ₀·e^(−t)·cos(3t), rad, and its rate. */
function swing(time: number): { error: number; rate: number } {
  const theta = 2.5;
  return {
    error: theta * Math.exp(-time) * Math.cos(3 * time),
    rate: theta * Math.exp(-time) * (-Math.cos(3 * time) - 3 * Math.sin(3 * time)),
  };
}

describe('AxisTurnMeter', () => {
  it('a turn about a fixed axis measures as the same heading error in the plane does', () => {
    const axisMeter = new AxisTurnMeter();
    const plane = new TurnMeter();
    const sample = emptyTurnSample();
    for (let k = 0; k <= 600; k++) {
      const time = k * DT;
      const { error, rate } = swing(time);
      const sign = error < 0 ? -1 : 1;
      axisMeter.update({
        time,
        dt: DT,
        axis: { x: sign * AXIS.x, y: sign * AXIS.y, z: sign * AXIS.z },
        angle: Math.abs(error),
        angularVelocity: { x: rate * AXIS.x, y: rate * AXIS.y, z: rate * AXIS.z },
        budget: 20,
        setpointChanged: k === 0,
        turnSettingsRevision: 0,
      });
      Object.assign(sample, {
        time,
        dt: DT,
        headingError: error,
        angularVelocity: rate,
        maxAngularAcceleration: 20,
        setpointChanged: k === 0,
        hasSetpoint: true,
        inPlace: true,
        nearTarget: false,
        turnSettingsRevision: 0,
      });
      plane.update(sample);
    }
    expect(plane.last).not.toBeNull();
    expect(plane.last?.overshootDeg).toBeGreaterThan(10);
    // The spin given the axis meter is |ω| with the sign along the axis: here all of it is along the axis.
    expect(axisMeter.meter.save()).toEqual(plane.save());
  });

  it('a spin across the axis at the start withholds the limit; the turn is still measured', () => {
    const meter = new AxisTurnMeter();
    for (let k = 0; k <= 600; k++) {
      const time = k * DT;
      const { error, rate } = swing(time);
      const sign = error < 0 ? -1 : 1;
      // A spin about x, across the axis, that dies away within the first steps of the turn.
      const across = k < 3 ? 0.5 : 0;
      meter.update({
        time,
        dt: DT,
        axis: { x: sign * AXIS.x, y: sign * AXIS.y, z: sign * AXIS.z },
        angle: Math.abs(error),
        angularVelocity: { x: rate * AXIS.x + across * 0.8, y: rate * AXIS.y, z: rate * AXIS.z - across * 0.6 },
        budget: 20,
        setpointChanged: k === 0,
        turnSettingsRevision: 0,
      });
    }
    expect(meter.meter.last?.seconds).toBeGreaterThan(0);
    expect(meter.meter.last?.limitSeconds).toBeNull();
  });
});
