import { describe, expect, it } from 'vitest';
import { THROW_RULES, throwMotion } from '../../../src/app/interaction/throwing';

describe('throwMotion: when letting go of a target is a throw', () => {
  it('no velocity, or one below the minimum speed, is a drop', () => {
    expect(throwMotion(null)).toBeNull();
    expect(throwMotion({ x: 0, y: 0 })).toBeNull();
    expect(throwMotion({ x: THROW_RULES.minThrowSpeed * 0.99, y: 0 })).toBeNull();
    expect(throwMotion({ x: 0.6, y: -0.6 })).toBeNull();
  });

  it('from the minimum speed up to the maximum it flies at the velocity it was let go with', () => {
    expect(throwMotion({ x: THROW_RULES.minThrowSpeed, y: 0 })).toEqual({
      type: 'linear',
      velocity: { x: THROW_RULES.minThrowSpeed, y: 0 },
    });
    expect(throwMotion({ x: -3, y: 4 })).toEqual({ type: 'linear', velocity: { x: -3, y: 4 } });
    expect(throwMotion({ x: 0, y: THROW_RULES.maxThrowSpeed })).toEqual({
      type: 'linear',
      velocity: { x: 0, y: THROW_RULES.maxThrowSpeed },
    });
  });

  it('above the maximum speed it is capped at the maximum, in the same direction', () => {
    const motion = throwMotion({ x: 30, y: -40 });
    expect(motion?.type).toBe('linear');
    if (motion?.type !== 'linear') return;
    expect(Math.hypot(motion.velocity.x, motion.velocity.y)).toBeCloseTo(THROW_RULES.maxThrowSpeed, 12);
    expect(motion.velocity.x / motion.velocity.y).toBeCloseTo(30 / -40, 12);
    expect(motion.velocity.x).toBeGreaterThan(0);
    // Slower than a missile (10 m/s), so it can be caught.
    expect(THROW_RULES.maxThrowSpeed).toBeLessThan(10);
  });

  it('a non-finite velocity is a drop, never a throw into NaN', () => {
    for (const velocity of [
      { x: Number.NaN, y: 0 },
      { x: 5, y: Number.NaN },
      { x: Number.POSITIVE_INFINITY, y: 0 },
      { x: 0, y: Number.NEGATIVE_INFINITY },
    ]) {
      expect(throwMotion(velocity), JSON.stringify(velocity)).toBeNull();
    }
  });
});
