import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runPlanckSteeringExample } from '../../examples/planck-steering';

/** The fenced code blocks of docs/planck-adapter.md, in order. */
function docBlocks(): string[] {
  const doc = readFileSync(new URL('../../docs/planck-adapter.md', import.meta.url), 'utf8');
  return [...doc.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] as string);
}

describe('docs/planck-adapter.md', () => {
  it('shows the planck and Matter examples verbatim (the files these tests run)', () => {
    const blocks = docBlocks();
    expect(blocks).toContain(readFileSync(new URL('../../examples/planck-steering.ts', import.meta.url), 'utf8'));
    expect(blocks).toContain(readFileSync(new URL('../../examples/matter-steering.ts', import.meta.url), 'utf8'));
  });

  it("the planck example turns the turret, walks the drone's path and brings the missile onto its target, in a world with gravity", () => {
    const result = runPlanckSteeringExample();
    expect(Math.abs(result.turretAngle - Math.PI / 3)).toBeLessThan(Math.PI / 90);
    expect(result.waypointsReached).toEqual([0, 1, 2]);
    expect(Math.hypot(result.dronePosition.x - 8, result.dronePosition.y - 5)).toBeLessThan(0.3);
    expect(result.droneSpeed).toBeLessThan(0.05);
    expect(result.closestMissileApproach).toBeLessThan(1);
  });
});
