/**
 * The ports' 3D answers read and compared with the reference's (tests/ports/conformance3dProtocol.ts):
 * every answer of its kind, numbers bit for bit where the reference marks them exact, elsewhere
 * within a tolerance, memories key by key, refusals by the field they name.
 */
import type { Answer3d } from './conformance3dProtocol';
import { numberOfHex } from './conformanceProtocol';

/** One answer as a port gave it. */
export type PortAnswer3d =
  | { readonly kind: 'numbers'; readonly values: readonly number[] }
  | { readonly kind: 'memory'; readonly memory: Readonly<Record<string, unknown>> }
  | { readonly kind: 'restored'; readonly value: boolean }
  | { readonly kind: 'refused'; readonly field: string };

/** A field as ports and reference are compared on it: lower-cased, without underscores. */
export function comparableField(field: string): string {
  return field.toLowerCase().replaceAll('_', '');
}

/** A text driver's output (`n <hex>…`, `m <json>`, `l 0|1`, `x <field>`), line by line. */
export function parseAnswers3d(output: string): PortAnswer3d[] {
  return output
    .split('\n')
    .filter((line) => line !== '')
    .map((line): PortAnswer3d => {
      const tag = line.slice(0, 1);
      const rest = line.slice(2);
      if (tag === 'n') return { kind: 'numbers', values: rest === '' ? [] : rest.split(' ').map(numberOfHex) };
      if (tag === 'm') return { kind: 'memory', memory: JSON.parse(rest) as Record<string, unknown> };
      if (tag === 'l') return { kind: 'restored', value: rest === '1' };
      if (tag === 'x') return { kind: 'refused', field: comparableField(rest) };
      throw new Error(`unexpected driver line: ${line.slice(0, 200)}`);
    });
}

/** How a port's answers compare with the reference's. */
export interface Comparison3d {
  /** Numbers compared, and how many of them are bit for bit the reference's. */
  count: number;
  identical: number;
  /** Numbers the reference marks exact, and how many of them differ (must be 0). */
  exactCount: number;
  exactDiffering: number;
  /** The largest |port − reference| / max(1, |reference|) over the others, and its answer's index. */
  worstScaled: number;
  worstAnswer: number;
  /** Memories, restores and refusals compared. */
  records: number;
  /** Answers of another kind, keys that differ, a restore or refusal that differs: the first few. */
  mismatches: string[];
}

function sameBits(a: number, b: number): boolean {
  return Object.is(a, b) || (Number.isNaN(a) && Number.isNaN(b));
}

/** Compares the ports' answers with the reference's, answer by answer. */
export function compareAnswers3d(expected: readonly Answer3d[], answers: readonly PortAnswer3d[]): Comparison3d {
  const result: Comparison3d = {
    count: 0,
    identical: 0,
    exactCount: 0,
    exactDiffering: 0,
    worstScaled: 0,
    worstAnswer: -1,
    records: 0,
    mismatches: [],
  };
  const mismatch = (index: number, what: string): void => {
    if (result.mismatches.length < 5) result.mismatches.push(`answer ${index}: ${what}`);
  };
  const number = (index: number, got: unknown, want: number, exact: boolean): void => {
    result.count++;
    if (exact) result.exactCount++;
    if (typeof got !== 'number') return mismatch(index, `${JSON.stringify(got)} where the reference has ${want}`);
    if (sameBits(got, want)) {
      result.identical++;
      return;
    }
    if (exact) {
      result.exactDiffering++;
      return mismatch(index, `${got} where the reference has ${want}, bit for bit`);
    }
    const scaled =
      Number.isFinite(got) && Number.isFinite(want) ? Math.abs(got - want) / Math.max(1, Math.abs(want)) : Number.POSITIVE_INFINITY;
    if (!(scaled <= result.worstScaled)) {
      result.worstScaled = scaled;
      result.worstAnswer = index;
    }
  };
  const list = (index: number, got: unknown, want: readonly unknown[], exact: boolean, what: string): void => {
    if (!Array.isArray(got) || got.length !== want.length)
      return mismatch(index, `${what}: ${JSON.stringify(got)?.slice(0, 80)}, the reference ${JSON.stringify(want).slice(0, 80)}`);
    want.forEach((value, i) => number(index, got[i], value as number, exact));
  };
  if (answers.length !== expected.length) throw new Error(`the port gave ${answers.length} answers, the reference ${expected.length}`);
  expected.forEach((want, index) => {
    const answer = answers[index] as PortAnswer3d;
    if (answer.kind !== want.kind)
      return mismatch(index, `${JSON.stringify(answer).slice(0, 160)} where the reference has ${JSON.stringify(want).slice(0, 160)}`);
    if (want.kind === 'numbers') return list(index, (answer as { values: readonly number[] }).values, want.values, want.exact, 'numbers');
    result.records++;
    if (want.kind === 'restored') {
      if ((answer as { value: boolean }).value !== want.value)
        mismatch(index, `restored ${String((answer as { value: boolean }).value)}, the reference ${String(want.value)}`);
      return;
    }
    if (want.kind === 'refused') {
      if ((answer as { field: string }).field !== comparableField(want.field))
        mismatch(index, `refused naming ${(answer as { field: string }).field}, the reference ${want.field}`);
      return;
    }
    const memory = (answer as { memory: Readonly<Record<string, unknown>> }).memory;
    if (JSON.stringify(Object.keys(memory)) !== JSON.stringify(['turn', 'axis', 'angle']))
      return mismatch(index, `memory keys ${JSON.stringify(Object.keys(memory))}`);
    const turn = memory.turn as Readonly<Record<string, unknown>>;
    const wantTurn = want.memory.turn as Readonly<Record<string, unknown>>;
    if (JSON.stringify(Object.keys(turn)) !== JSON.stringify(Object.keys(wantTurn)))
      return mismatch(index, `turn keys ${JSON.stringify(Object.keys(turn))}, the reference ${JSON.stringify(Object.keys(wantTurn))}`);
    for (const [key, value] of Object.entries(wantTurn)) {
      if (typeof value === 'boolean') {
        if (turn[key] !== value) mismatch(index, `turn.${key} ${String(turn[key])}, the reference ${String(value)}`);
      } else if (Array.isArray(value)) list(index, turn[key], value, want.exact, `turn.${key}`);
      else number(index, turn[key], value as number, want.exact);
    }
    list(index, memory.axis, want.memory.axis, want.exact, 'axis');
    number(index, memory.angle, want.memory.angle, want.exact);
  });
  return result;
}
