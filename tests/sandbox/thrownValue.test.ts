import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { nodeSandboxWorkers } from '../../src/cli/nodeSandboxWorker';
import { loadQuickJs } from '../../src/sandbox/loadQuickJs';
import { SandboxController } from '../../src/sandbox/SandboxController';
import { MAX_FAILURE_MESSAGE_LENGTH } from '../../src/sandbox/SandboxFailure';
import { SandboxWorkers } from '../../src/sandbox/SandboxWorkers';
import { playerTextLine } from '../../src/sandbox/thrownValue';
import { WorkerSandboxController } from '../../src/sandbox/WorkerSandboxController';
import type { TurnInput } from '../../src/sim/control/TurnController';

// What the player's code threw, in one line, whatever its size: the sandbox reads only the first
// characters of a thrown text, so a 7 MiB string is described as a short one is, in the page's
// Worker and in the command line's alike, and its length is the string's own.

const MIB = 1024 * 1024;
const INPUT: TurnInput = { headingError: 0.5, angularVelocity: 0, dt: 1 / 60, maxAngularAcceleration: 4 * Math.PI, inertia: 1 };
/** What `threw` followed by a long run of `text` reads as: the line's first characters, then the thrown string's own length. */
const cut = (line: string, length: number) => `${line.slice(0, MAX_FAILURE_MESSAGE_LENGTH)}… (${length} characters)`;

/** Big strings thrown at load and in update, and their one-line verdict. */
const HUGE_THROWS: readonly (readonly [string, string, string])[] = [
  [
    '7 MiB of "x" thrown at load',
    "throw 'x'.repeat(7 * 1024 * 1024);\nfunction update() { return 0; }",
    cut(`threw ${'x'.repeat(200)}`, 7 * MIB),
  ],
  ['7 MiB of "x" thrown in update', "function update() { throw 'x'.repeat(7 * 1024 * 1024); }", cut(`threw ${'x'.repeat(200)}`, 7 * MIB)],
  // Folding its white space took the host 2.5 s, past update's far deadline (2 s): it was told "update did not return".
  [
    '7 MiB of "x " thrown in update',
    "function update() { throw 'x '.repeat(3.5 * 1024 * 1024); }",
    cut(`threw ${'x '.repeat(100)}`, 7 * MIB),
  ],
  [
    'an Error with a 7 MiB message thrown in update',
    "function update() {\n  throw new Error('y '.repeat(3.5 * 1024 * 1024));\n}",
    `line 2: ${cut(`Error: ${'y '.repeat(100)}`, 7 * MIB + 'Error: '.length)}`,
  ],
];

let quickJs: QuickJSWASMModule;
const workers = new SandboxWorkers(await nodeSandboxWorkers());
beforeAll(async () => {
  quickJs = await loadQuickJs();
});
afterAll(() => workers.close());

describe('playerTextLine', () => {
  it('keeps a short text whole, white space folded', () => {
    expect(playerTextLine('threw ', { head: 'a\n  b\t', length: 6 })).toBe('threw a b');
  });

  it('cuts a long text to one line, saying the text’s own length (not the line’s)', () => {
    expect(playerTextLine('threw ', { head: 'x'.repeat(800), length: 7 * MIB })).toBe(cut(`threw ${'x'.repeat(200)}`, 7 * MIB));
  });

  it('says the length of a text read in part even when what was read fits the line', () => {
    expect(playerTextLine('threw ', { head: ' '.repeat(800), length: 5000 })).toBe('threw… (5000 characters)');
  });
});

describe('a huge thrown string is described as a short one is, by the page’s sandbox and the command line’s', () => {
  for (const [what, source, verdict] of HUGE_THROWS) {
    it(what, async () => {
      const inProcess = new SandboxController(quickJs, source);
      if (inProcess.failure === null) inProcess.update(INPUT);
      const inWorker = await WorkerSandboxController.create(workers, source);
      if (inWorker.failure === null) {
        inWorker.request(INPUT);
        await inWorker.pending();
        inWorker.update(INPUT);
      }
      try {
        expect(inProcess.failure?.kind).toBe('exception');
        expect(inProcess.failure?.message).toBe(verdict);
        expect(inWorker.failure).toEqual(inProcess.failure);
      } finally {
        inProcess.dispose();
        inWorker.dispose();
      }
    });
  }

  it('reads the thrown text with the slice the code found, not one it put in its place', () => {
    const source = "String.prototype.slice = function () { return 'not what was thrown'; };\nthrow 'what was thrown '.repeat(100);";
    const controller = new SandboxController(quickJs, source);
    expect(controller.failure?.message).toBe(cut(`threw ${'what was thrown '.repeat(100)}`, 1600));
    controller.dispose();
  });

  it('a name the code made huge fills the line, counted with the message', () => {
    const controller = new SandboxController(quickJs, "const e = new Error('m');\ne.name = 'N'.repeat(1e6);\nthrow e;");
    expect(controller.failure?.message).toBe(`line 1: ${cut('N'.repeat(1000), 1e6 + 3)}`);
    controller.dispose();
  });
});
