import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten-core';
import { MAX_FAILURE_MESSAGE_LENGTH, withArticle } from './SandboxFailure';
import type { PreludeHelpers } from './sandboxPrelude';

/**
 * What the player's code threw, described in one line by the sandbox that ran it (the page's
 * Worker and the command line's run the same description). Only the first characters of the code's
 * own texts (a thrown string, an error's name, message and backtrace) are read out of the
 * interpreter, so describing a string of any length costs the same: the whole of a 7 MiB string,
 * copied out and folded, took seconds, past a call's far deadline on a busy machine.
 */

/** What QuickJS-ng's RangeError says when the stack is full. */
export const STACK_OVERFLOW_MESSAGE = 'Maximum call stack size exceeded';

/**
 * How many characters of a text of the player's code are read out of the sandbox: four times what
 * a message shows, so that white space folded away still leaves a full line.
 */
export const PLAYER_TEXT_READ_LENGTH = 4 * MAX_FAILURE_MESSAGE_LENGTH;

/** A text of the player's code as read: its first characters (at most {@link PLAYER_TEXT_READ_LENGTH}) and its full length. */
export interface PlayerText {
  readonly head: string;
  readonly length: number;
}

/** What was thrown, described. */
export interface ThrownDescription {
  /** One line: "threw …", "TypeError: …". */
  readonly text: string;
  /** The line of the player's code it was thrown at, or null. */
  readonly line: number | null;
  readonly syntax: boolean;
  /** An InternalError's message ("interrupted", "out of memory"), or "stack overflow", else null. */
  readonly internal: string | null;
  /** What was thrown was null (QuickJS throws null when it has no memory left for an error). */
  readonly thrownNull?: boolean;
}

/**
 * One line quoting a text of the player's code after our `lead` ("threw "): white space folded,
 * cut at {@link MAX_FAILURE_MESSAGE_LENGTH} characters; a text not shown whole says its full
 * length: `threw xxxx… (7340032 characters)`.
 */
export function playerTextLine(lead: string, text: PlayerText): string {
  const line = `${lead}${text.head}`.replace(/\s+/g, ' ').trim();
  if (line.length <= MAX_FAILURE_MESSAGE_LENGTH && text.head.length >= text.length) return line;
  return `${line.slice(0, MAX_FAILURE_MESSAGE_LENGTH)}… (${text.length} characters)`;
}

/** A text read whole (short enough to be), or null. */
function whole(text: PlayerText | null): string | null {
  return text !== null && text.head.length >= text.length ? text.head : null;
}

/**
 * Describes `errorHandle`, thrown by the code compiled as `codeFileName`. Only strings and numbers
 * cross over; anything odd gives a generic text. It runs the player's code (an error's getters):
 * the caller gives it a budget.
 */
export function describeThrown(
  context: QuickJSContext,
  helpers: PreludeHelpers,
  errorHandle: QuickJSHandle,
  codeFileName: string,
): ThrownDescription {
  const kind = context.typeof(errorHandle);
  if (kind === 'string') {
    const thrown = helpers.textHead(errorHandle, PLAYER_TEXT_READ_LENGTH);
    return {
      text: thrown === null ? 'threw a string that cannot be read' : playerTextLine('threw ', thrown),
      line: null,
      syntax: false,
      internal: null,
    };
  }
  if (kind === 'number') return { text: `threw ${context.getNumber(errorHandle)}`, line: null, syntax: false, internal: null };
  if (kind !== 'object' || helpers.isNull(errorHandle)) {
    return {
      text: `threw ${kind === 'object' ? 'null' : kind === 'undefined' ? 'undefined' : withArticle(kind)}`,
      line: null,
      syntax: false,
      internal: null,
      thrownNull: kind === 'object',
    };
  }
  const name = readText(context, helpers, errorHandle, 'name');
  const message = readText(context, helpers, errorHandle, 'message');
  const stack = readText(context, helpers, errorHandle, 'stack');
  const frame = stack === null ? null : new RegExp(`${codeFileName.replace('.', '\\.')}:(\\d+)`).exec(stack.head);
  const line = frame ? Number(frame[1]) : null;
  const wholeName = whole(name);
  const wholeMessage = whole(message);
  const internal =
    wholeName === 'InternalError'
      ? wholeMessage
      : wholeName === 'RangeError' && wholeMessage === STACK_OVERFLOW_MESSAGE
        ? 'stack overflow'
        : null;
  let text = 'threw an object that is not an Error';
  if (name !== null || message !== null) {
    const nameText = name ?? { head: 'Error', length: 5 };
    const messageText = message ?? { head: '', length: 0 };
    // A name too long to read whole (the code may set one) fills the line by itself; the count is of both.
    const both: PlayerText = {
      head: whole(nameText) === null ? nameText.head : `${nameText.head}: ${messageText.head}`,
      length: nameText.length + 2 + messageText.length,
    };
    text = playerTextLine('', both);
  }
  return { text, line: line !== null && Number.isInteger(line) && line > 0 ? line : null, syntax: wholeName === 'SyntaxError', internal };
}

/** Property `key` of `handle` when it is a string, as read (its first characters and its length), else null. */
function readText(context: QuickJSContext, helpers: PreludeHelpers, handle: QuickJSHandle, key: string): PlayerText | null {
  const property = context.getProp(handle, key);
  try {
    return helpers.textHead(property, PLAYER_TEXT_READ_LENGTH);
  } finally {
    property.dispose();
  }
}
