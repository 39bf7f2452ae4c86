import { describeError } from './oneLine';

/**
 * A problem with one field of an input found after its rules passed: while a scene file's world is
 * built from it, say, or its state put back. Its message is a refusal line, `field: problem`, as
 * the schema's are (`state.entities.e1: path.index must be …`), so that whatever reads the input
 * refuses it naming the field, never with an internal error's words alone.
 */
export class FieldError extends Error {
  constructor(
    /** The field, written as the refusals write it (formatIssues.ts's formatPath): `state.touches.t1`. */
    readonly field: string,
    /** What is wrong with it, in a user's words. */
    readonly problem: string,
  ) {
    super(`${field}: ${problem}`);
    this.name = 'FieldError';
  }
}

/**
 * Runs `use`, which reads field `field` of an input; what it throws becomes a {@link FieldError}
 * naming the field: a RangeError (a rule's own words) keeps its message, anything else (a
 * TypeError: a bug, or a value the rules let through that the code could not take) says the field
 * could not be used, with the error in parentheses. A FieldError (naming a field inside) passes as
 * it is.
 */
export function withinField<T>(field: string, use: () => T): T {
  try {
    return use();
  } catch (error) {
    if (error instanceof FieldError) throw error;
    if (error instanceof RangeError) throw new FieldError(field, error.message);
    throw new FieldError(field, `could not be used as given (${describeError(error)})`);
  }
}
