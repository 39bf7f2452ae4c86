/**
 * Run by tests/sim/scenario/scenarioFuzz.test.ts in a child process with a 512 MB heap (as
 * `node --max-old-space-size=512 --import tsx tests/sim/scenario/largeScenarioFuzz.ts SEED RUNS`):
 * generates scenario texts of up to 10 MB, large in every way the format allows and past it (long
 * paths of good and bad waypoints, many entities, targets and obstacles, many unknown keys, long
 * strings, large saved states), reads each as `npm run sim` does and runs each accepted one for a
 * few steps. Prints one JSON line: how many were accepted and refused, the largest text, the
 * largest heap seen, every line that broke the refusal format, and what was generated. A text that exhausts the heap
 * aborts the process instead (V8's exit status 134): the test sees that.
 */
import fc from 'fast-check';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { runScenario } from '../../../src/sim/scenario/runScenario';

/** Largest text generated, characters: past the 8 Mi characters a scenario may hold. */
const MAX_TEXT = 10 * 1000 * 1000;

/** One waypoint, good or bad. */
const waypoint = fc.constantFrom<unknown>([1, 2], [0, 0], 0, null, [0, 'x'], [1e9, 0], 'p', [1, 2, 3]);

/** Target `i` of a crowd of targets, as JSON. */
function targetText(i: number, radius: number): string {
  return `{"id":"t${i}","position":[${i % 100},${Math.floor(i / 100)}],"radius":${radius}}`;
}

/** A list of `count` copies of `item`, written as JSON without building the value (the texts are up to 10 MB). */
function repeated(item: unknown, count: number): string {
  const one = JSON.stringify(item);
  return count === 0 ? '[]' : `[${`${one},`.repeat(count - 1)}${one}]`;
}

/** An entity's JSON with `extra` (JSON members, or '') before its command. */
function entity(index: number, type: string, command: string, extra = ''): string {
  const position = `[${(index % 100) * 10},${Math.floor(index / 100) * 10}]`;
  return `{"id":"e${index}","type":"${type}","position":${position},${extra}"command":${command}}`;
}

/** The scene `{ duration: 1, …members }` with its entities. */
function scene(entities: string[], members = ''): string {
  return `{"duration":1,${members}"entities":[${entities.join(',')}]}`;
}

/** Scenario texts, large in one way each. */
const texts: fc.Arbitrary<{ name: string; text: string }> = fc.oneof(
  fc
    .record({ entities: fc.integer({ min: 1, max: 1000 }), length: fc.integer({ min: 1, max: 10_000 }), point: waypoint })
    .map(({ entities, length, point }) => {
      // As many entities as fit in 10 MB.
      const command = `{"type":"followPath","path":${repeated(point, length)}}`;
      const count = Math.max(1, Math.min(entities, Math.floor(MAX_TEXT / (command.length + 80))));
      return {
        name: `${count} paths of ${length} × ${JSON.stringify(point)}`,
        text: scene(Array.from({ length: count }, (_, i) => entity(i, 'missile', command))),
      };
    }),
  fc.record({ count: fc.integer({ min: 1, max: 20_000 }), bad: fc.boolean() }).map(({ count, bad }) => ({
    name: `${count} entities${bad ? ' with a bad speed' : ''}`,
    text: scene(
      Array.from({ length: count }, (_, i) => entity(i, i % 2 ? 'missile' : 'character', '{"type":"idle"}', bad ? '"maxSpeed":-1,' : '')),
    ),
  })),
  fc.integer({ min: 1, max: 300_000 }).map((count) => ({
    name: `${count} unknown keys`,
    text: scene([entity(0, 'missile', '{"type":"idle"}')], Array.from({ length: count }, (_, i) => `"k${i}":0,`).join('')),
  })),
  fc.record({ targets: fc.integer({ min: 1, max: 50_000 }), radius: fc.constantFrom(1, -1, 1e9) }).map(({ targets, radius }) => ({
    name: `${targets} targets of radius ${radius}`,
    text: scene(
      [entity(0, 'missile', '{"type":"idle"}')],
      `"targets":[${Array.from({ length: targets }, (_, i) => targetText(i, radius)).join(',')}],`,
    ),
  })),
  fc.integer({ min: 1, max: 9_000_000 }).map((length) => ({
    name: `a name of ${length} characters`,
    text: scene([entity(0, 'missile', '{"type":"idle"}')], `"name":"${'n'.repeat(length)}",`),
  })),
  fc
    .record({ memories: fc.integer({ min: 1, max: 100_000 }), touching: fc.integer({ min: 0, max: 5000 }) })
    .map(({ memories, touching }) => ({
      name: `a saved state of ${memories} memories, ${touching} touching ids`,
      text: scene(
        [entity(0, 'missile', '{"type":"idle"}')],
        `"state":{"steps":0,"entities":{${Array.from({ length: memories }, (_, i) => `"m${i}":0`).join(',')}},` +
          `"targets":{},"obstacles":{},"touches":{"t":${repeated(0, touching)}}},`,
      ),
    })),
);

function main(): void {
  const seed = Number(process.argv[2] ?? 40);
  const runs = Number(process.argv[3] ?? 12);
  const summary = { accepted: 0, refused: 0, largestText: 0, largestHeapMB: 0, broken: [] as string[], names: [] as string[] };
  // The report's file first (8.4 MB: V8 ran out of a 512 MB heap before its refusal), then the generated ones.
  const report = {
    name: '417 paths of 10,000 zeros',
    text: scene(Array.from({ length: 417 }, (_, i) => entity(i, 'missile', `{"type":"followPath","path":${repeated(0, 10_000)}}`))),
  };
  for (const { name, text } of [report, ...fc.sample(texts, { seed, numRuns: runs })]) {
    summary.names.push(`${name} (${text.length} characters)`);
    summary.largestText = Math.max(summary.largestText, text.length);
    const parsed = parseScenario(text);
    if (parsed.ok) {
      summary.accepted++;
      const run = runScenario({ ...parsed.scenario, duration: 3 * (parsed.scenario.dt ?? 1 / 60) });
      if (!run.entities.every((e) => e.finite)) summary.broken.push(`${name}: a non-finite report`);
    } else {
      summary.refused++;
      // One short line each, naming a field (or the scenario), at most a few.
      if (
        parsed.errors.length > 10 ||
        !parsed.errors.every((line) => /^[^\s:]+: \S/.test(line) && line.length < 500 && !line.includes('\n'))
      )
        summary.broken.push(`${name}: ${JSON.stringify(parsed.errors.slice(0, 3))}`);
    }
    summary.largestHeapMB = Math.max(summary.largestHeapMB, Math.round(process.memoryUsage().heapUsed / 2 ** 20));
  }
  process.stdout.write(`${JSON.stringify(summary)}\n`);
}

main();
