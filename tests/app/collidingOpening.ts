import { Demo } from '../../src/app/Demo';

/**
 * The opening saved as a scene file and made to collide: its entities in collision group 0 (not
 * the player's, which flies through), each seeking their target behind a wall, with crates on the
 * way. The history's and the runner's tests play it where bodies press on each other.
 */
export function collidingOpening(): string {
  const scene = JSON.parse(new Demo().sceneFiles.save()) as {
    entities: { collisionGroup?: number; command: unknown }[];
    targets: { id: string; position: number[] }[];
    obstacles?: unknown[];
  };
  const target = scene.targets[0] as { id: string; position: number[] };
  target.position = [10, 2];
  for (const entity of scene.entities) {
    entity.collisionGroup = 0;
    entity.command = { type: 'seek', targetId: target.id };
  }
  scene.obstacles = [
    { id: 'wall-1', position: [2, 2], shape: { type: 'box', halfWidth: 8, halfHeight: 0.6 } },
    { id: 'crate-1', position: [-4, -6], shape: { type: 'box', halfWidth: 1.5, halfHeight: 1.5 }, loose: true, density: 0.5 },
    { id: 'crate-2', position: [-4, 10], shape: { type: 'box', halfWidth: 1.5, halfHeight: 1.5 }, loose: true, density: 0.5 },
    { id: 'crate-3', position: [-12, 3], shape: { type: 'box', halfWidth: 1.5, halfHeight: 1.5 }, loose: true, density: 0.5 },
  ];
  return JSON.stringify(scene);
}
