import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that took longest in CI (`npm run test:slowest` lists them after a run), longest
 * first. Two workers share the files out in order, so a long file dealt out last keeps one core
 * busy alone at the end (the soak test ran its last 14 s so).
 */
export const SLOW_FIRST: readonly string[] = [
  'tests/docs/recipes.test.ts',
  'tests/app/sceneFile/routes.test.ts',
  'tests/ports/conformance.test.ts',
  'tests/sim/entities/anyState.test.ts',
  'tests/cli/refusals.test.ts',
  'tests/cli/challengeFailures.test.ts',
  'tests/app/playerWalk.test.ts',
  'tests/cli/challengeOutput.test.ts',
  'tests/sim/soak.test.ts',
  'tests/lib/docBlocks.test.ts',
  'tests/ports/cppBuilds.test.ts',
  'tests/sim/scenario/scenarioFuzz.test.ts',
  'tests/app/history/historyProperty.test.ts',
  'tests/docs/controllerTables.test.ts',
  'tests/lib/packedLibrary.test.ts',
  'tests/cli/benchBrowserFlags.test.ts',
];

/**
 * Vitest's own order (failed first, then longest or largest first), with the files of {@link SLOW_FIRST} ahead of the rest, in its order.
 */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification): number => {
      const at = SLOW_FIRST.findIndex((path) => spec.moduleId.replaceAll('\\', '/').endsWith(path));
      return at < 0 ? SLOW_FIRST.length : at;
    };
    return sorted
      .map((spec, order) => ({ spec, order, rank: rank(spec) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ spec }) => spec);
  }
}
