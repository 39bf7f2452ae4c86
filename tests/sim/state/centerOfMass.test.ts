import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { buildScenarioWorld } from '../../../src/sim/scenario/runScenario';
import type { Scenario } from '../../../src/sim/scenario/schema';
import { FieldError } from '../../../src/sim/validation/FieldError';
import { refusalLine, runTool, writeTemp } from '../../cli/runTool';

/** A missile and a crate, with the state a world of them saves, the missile's centre moved by `dx` m. */
function sceneWithCenterMoved(dx: number): Scenario & { state: { entities: Record<string, { body: { center: [number, number] } }> } } {
  const scene = {
    duration: 0.1,
    entities: [{ id: 'm', type: 'missile', position: [3, 4], speed: 5, command: { type: 'turnTowards', target: [0, 20] } }],
    obstacles: [{ id: 'crate-1', position: [-5, 0], shape: { type: 'box', halfWidth: 1, halfHeight: 1 }, loose: true }],
  } as unknown as Scenario;
  const state = buildScenarioWorld(scene).saveMemory() as unknown as { entities: Record<string, { body: { center: [number, number] } }> };
  const body = state.entities.m!.body;
  body.center = [body.center[0] + dx, body.center[1]];
  return { ...scene, state } as never;
}

const REFUSAL = new RegExp(
  "^state\\.entities\\.m: body\\.center must be within \\d+\\.\\d\\d m \\(the body's size\\) of the centre its position in the " +
    'file gives, \\[\\d\\.\\d\\d, \\d\\.\\d\\d\\]; got \\[9000\\d(\\.\\d+)?, \\d(\\.\\d+)?\\], 9\\.00e\\+4 m away$',
);

describe("a saved centre of mass far from the file's position", () => {
  it("is refused naming the field, the body's size and how far off it is; the last bits and a centre within the body are taken", () => {
    let thrown: unknown;
    try {
      buildScenarioWorld(sceneWithCenterMoved(90_000));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FieldError);
    expect((thrown as Error).message).toMatch(REFUSAL);
    // What a save really differs by: its last bits; and a centre inside the body still opens.
    for (const dx of [1e-12, 0.2]) expect(() => buildScenarioWorld(sceneWithCenterMoved(dx))).not.toThrow();
    // A loose crate's centre too.
    const crate = sceneWithCenterMoved(0) as unknown as { state: { obstacles: Record<string, { center: [number, number] }> } };
    crate.state.obstacles['crate-1']!.center = [-5, 900];
    expect(() => buildScenarioWorld(crate as never)).toThrow(
      /^state\.obstacles\["crate-1"\]: center must be within 1\.4\d m .*; got \[-5, 900\], 900 m away$/,
    );
  });

  it('in the game: Open refuses it with the same line and keeps the scene playing', () => {
    const demo = new Demo();
    const before = demo.sceneFiles.save();
    const result = demo.apply({ kind: 'openScene', text: JSON.stringify(sceneWithCenterMoved(90_000)) });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/state\.entities\.m: body\.center must be within/);
    expect(demo.sceneFiles.save()).toBe(before);
  });

  it('npm run sim refuses it in one line', () => {
    const line = refusalLine(runTool('src/cli/sim.ts', [writeTemp('far.json', JSON.stringify(sceneWithCenterMoved(90_000)))]));
    expect(line).toMatch(/state\.entities\.m: body\.center must be within .* 9\.00e\+4 m away/);
  });
});
