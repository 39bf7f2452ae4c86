import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Demo } from '../../src/app/Demo';
import { readScene } from '../../src/cli/readScene';
import type { MovingEntity } from '../../src/sim/entities/MovingEntity';
import { runScenario, scenarioDt } from '../../src/sim/scenario/runScenario';
import { collidingOpening } from '../app/collidingOpening';

/**
 * `npm run sim` and the game run a scene file alike, bit for bit at every step: the CLI's path
 * (src/cli/sim.ts: readScene, then runScenario step by step) against the headless game's (a Demo
 * opening the file through its door, then single steps, its history recording as in play). Every
 * example scenario, and the opening saved and made to collide (its entities with each other too,
 * a wall between them and their target, crates), where planck's contacts and the world's settles
 * decide the last bits. Up to 600 steps of each.
 */

const MOST_STEPS = 600;

/** Every entity's state after each step, as the CLI's path gives it. */
async function cliRun(text: string, steps: number): Promise<number[][]> {
  const scenario = await readScene(text);
  const states: number[][] = [];
  runScenario({ ...scenario, duration: steps * scenarioDt(scenario) }, { onStep: (_time, entities) => states.push(stateOf(entities)) });
  return states.slice(0, steps);
}

/** Every entity's state after each step, as the game gives it. */
function gameRun(text: string, steps: number): number[][] {
  const demo = new Demo();
  expect(demo.apply({ kind: 'openScene', text })).toEqual({ ok: true });
  demo.clock.setPaused(true);
  const states: number[][] = [];
  for (let i = 0; i < steps; i++) {
    demo.clock.singleStep();
    states.push(stateOf(demo.view.world.entities));
  }
  expect(demo.history.available).toBe(true);
  return states;
}

function stateOf(entities: readonly MovingEntity[]): number[] {
  return entities.flatMap((e) => [e.position.x, e.position.y, e.angle, e.velocity.x, e.velocity.y, e.angularVelocity]);
}

const SCENES: [name: string, text: () => string][] = [
  ...readdirSync('scenarios')
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file): [string, () => string] => [`scenarios/${file}`, () => readFileSync(`scenarios/${file}`, 'utf8')]),
  ['the opening saved, colliding', collidingOpening],
];

describe('npm run sim and the game run a scene file alike', () => {
  it.each(SCENES)('%s: every entity, bit for bit, at every step', async (_name, text) => {
    const file = text();
    const steps = Math.min(MOST_STEPS, Math.round((JSON.parse(file) as { duration: number }).duration * 60));
    const cli = await cliRun(file, steps);
    const game = gameRun(file, steps);
    expect(cli.length).toBe(steps);
    const first = cli.findIndex((state, i) => state.some((value, k) => !Object.is(value, game[i]?.[k])));
    expect(first, first < 0 ? '' : `step ${first + 1}: CLI ${cli[first]?.join(', ')} / game ${game[first]?.join(', ')}`).toBe(-1);
  });
});
