import type { ControllerFailure } from '../sim/control/FallibleController';

/**
 * Why a player's controller stopped being used:
 * - `syntax`: the code does not parse;
 * - `no-update`: it runs but defines no `update` function;
 * - `exception`: it threw (at load or in a call);
 * - `timeout`: one call (or the loading) ran past its budget of work (QuickJS's count of calls and
 *   loop turns: the same on any machine);
 * - `budget`: the calls of one run did more work in total than allowed;
 * - `deadline`: one call (or the loading) was still running at its far deadline on the machine's
 *   clock (a built-in that never reaches QuickJS's count, or a machine far too busy);
 * - `memory`: it allocated past the memory limit;
 * - `stack`: it recursed past the stack limit;
 * - `bad-return`: `update` returned something other than a finite number;
 * - `crash`: the interpreter itself failed (never expected; the host survives it all the same).
 */
export type SandboxFailureKind =
  'syntax' | 'no-update' | 'exception' | 'timeout' | 'budget' | 'deadline' | 'memory' | 'stack' | 'bad-return' | 'crash';

/**
 * A failure of a sandboxed controller: the {@link ControllerFailure} every layer reads (message,
 * line, time, whether at load), and why it failed.
 */
export interface SandboxFailure extends ControllerFailure {
  readonly kind: SandboxFailureKind;
}

/** Longest message kept from the player's code (its own messages can be anything), characters; a longer one is cut, saying its length. */
export const MAX_FAILURE_MESSAGE_LENGTH = 200;

/** A word with its indefinite article: "an object", "a string". */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}
