import { describe, expect, it } from 'vitest';
import { Demo } from '../../src/app/Demo';
import { buildSnapshot } from '../../src/app/snapshot';

describe('buildSnapshot', () => {
  it('reports the contract fields, with screen points from the projector', () => {
    const demo = new Demo();
    demo.apply({ kind: 'setMode', mode: 'path' });
    const snap = buildSnapshot(demo, (p) => [p.x * 10, 100 - p.y * 10]);
    expect(JSON.parse(JSON.stringify(snap))).toEqual(snap);
    // The original contract fields, plus those of the controller lab and of hits (never renamed).
    expect(Object.keys(snap).sort()).toEqual(
      [
        'entities',
        'mode',
        'paused',
        'selectedId',
        'targets',
        'time',
        'timeScale',
        'waypoints',
        'hits',
        'hitsByEntity',
        'lastTimeToHit',
        'obstacles',
        'selectedObstacleId',
        'disturbance',
        'hunt',
        'race',
        'raceResults',
        'scene',
        'plays',
        'timeBase',
        'dt',
        'tour',
        'sceneFile',
        'challengeLevel',
        'timeline',
        'ghost',
        'opening',
      ].sort(),
    );
    const missile = snap.entities[0]!;
    expect(Object.keys(missile).sort()).toEqual(
      [
        'angle',
        'headingErrorDeg',
        'id',
        'maxAngularAcceleration',
        'mode',
        'path',
        'pathIndex',
        'position',
        'screen',
        'speed',
        'type',
        'waypointsReached',
        'controller',
        'guidance',
        'navigationConstant',
        'hits',
        'label',
        'overshootDeg',
        'maxOvershootDeg',
        'turn',
        'angularVelocity',
      ].sort(),
    );
    expect(Object.keys(snap.targets[0]!).sort()).toEqual(['entityId', 'held', 'id', 'motion', 'position', 'radius', 'screen', 'velocity']);
    expect(snap.targets[0]).toMatchObject({ motion: 'static', velocity: [0, 0] });
    expect(snap).toMatchObject({
      hits: 0,
      hitsByEntity: {},
      lastTimeToHit: null,
      obstacles: [],
      disturbance: { angularAcceleration: 0, wind: [0, 0] },
      hunt: false,
      race: false,
      raceResults: null,
      scene: 'playground',
      plays: ['playground'],
      timeBase: 'standard',
      dt: 1 / 60,
      tour: null,
      sceneFile: null,
      challengeLevel: null,
      opening: null,
    });
    expect(missile.screen).toEqual([missile.position[0] * 10, 100 - missile.position[1] * 10]);
    expect(snap.targets.map((t) => t.entityId)).toEqual(['missile-1']);
    expect(snap.waypoints.length).toBe(12);
    expect(snap.waypoints[0]).toMatchObject({ entityId: 'missile-1', index: 0 });
    demo.apply({ kind: 'setMode', mode: 'seek' });
    expect(buildSnapshot(demo, () => [0, 0]).waypoints).toEqual([]);
  });
});

describe('buildSnapshot: obstacles', () => {
  it('are in the snapshot with their shape and screen point', () => {
    const demo = new Demo();
    demo.apply({ kind: 'addObstacle', obstacle: 'rock', at: { x: 3, y: 4 } });
    const snap = buildSnapshot(demo, (p) => [p.x * 10, -p.y * 10]);
    expect(snap.obstacles).toEqual([
      { id: 'rock-1', kind: 'rock', shape: { type: 'circle', radius: 2.5 }, loose: false, position: [3, 4], angle: 0, screen: [30, -40] },
    ]);
    expect(snap.selectedObstacleId).toBe('rock-1');
  });
});
