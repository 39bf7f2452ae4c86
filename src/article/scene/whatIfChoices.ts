// A section's what-ifs beyond its menu: a scrubbed value on top of the choice shown, named by id in links, and read back (checked) from
// one.
import type { SceneIntent } from '../../app/intents/Intent';
import { shortNumber } from './numberWords';
import type { ArticleSection, ScrubParam, WhatIfChoice } from './sectionTypes';

/** A what-if read from an id: the choice, and the scrubbed value it runs (null: the param's value for a fixed choice, or no param). */
export interface ResolvedChoice {
  readonly choice: WhatIfChoice;
  /** The fixed choice it builds on (itself for a fixed one). */
  readonly base: WhatIfChoice;
  readonly value: number | null;
}

/** Whether `value` is a number `param` takes: within its range, on its step. */
export function paramAccepts(param: ScrubParam, value: number): boolean {
  if (!Number.isFinite(value) || value < param.min - 1e-9 || value > param.max + 1e-9) return false;
  const steps = (value - param.min) / param.step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

/** Why `text` is not a value of `param`, naming it and its range and the value `kept` instead, or null when it is one. */
export function paramRefusal(param: ScrubParam, text: string, kept: number): string | null {
  const value = Number(text.trim());
  if (text.trim() !== '' && paramAccepts(param, value)) return null;
  const unit = param.unit === '' ? '' : ` ${param.unit}`;
  return (
    `${param.name} must be a number from ${shortNumber(param.min, param.decimals)} to ` +
    `${shortNumber(param.max, param.decimals)}${unit} in steps of ${shortNumber(param.step, param.decimals)}; ` +
    `“${text.slice(0, 24)}” is not, so it stays ${shortNumber(kept, param.decimals)}.`
  );
}

/** Whether two changes set the same thing (the later one would replace the earlier). */
function sameSetting(a: SceneIntent, b: SceneIntent): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind !== 'setControllerSettings' || b.kind !== 'setControllerSettings') return true;
  return Object.keys(a.changes).join() === Object.keys(b.changes).join();
}

/**
 * The what-if of `section` that runs its scrubbed value `value` (a value the param accepts): alone,
 * or on top of `base`'s other changes (`onTop`). The recorded run's own value adds no change: with
 * no change at all, the what-if is the recorded run played again.
 */
export function customChoice(section: ArticleSection, base: WhatIfChoice, value: number): WhatIfChoice {
  const param = section.param;
  if (!param) throw new Error(`the section "${section.id}" has no value to scrub`);
  const shown = shortNumber(value, param.decimals);
  const change = param.intent(value);
  const kept = param.onTop ? base.intents.filter((intent) => !sameSetting(intent, change)) : [];
  const own = param.recorded !== null && Math.abs(value - param.recorded) < 1e-9 ? [] : [change];
  return { id: `${base.id}.${param.id}-${shown}`, label: param.label(value, base), intents: [...kept, ...own] };
}

/**
 * The what-if `id` names in `section`: a fixed choice (`kd-7`), or one with a scrubbed value on top
 * of a fixed one (`p-alone.kd-9`); null when it names none or its value is out of the param's range.
 */
export function resolveChoice(section: ArticleSection, id: string): ResolvedChoice | null {
  const fixed = section.choices.find((choice) => choice.id === id);
  const param = section.param;
  if (fixed) return { choice: fixed, base: fixed, value: param?.values[fixed.id] ?? null };
  if (!param) return null;
  const match = new RegExp(`^(.+)\\.${param.id}-(-?[0-9]+(?:\\.[0-9]+)?)$`).exec(id);
  const base = section.choices.find((choice) => choice.id === match?.[1]);
  const value = Number(match?.[2]);
  if (!base || !paramAccepts(param, value)) return null;
  return { choice: customChoice(section, base, value), base, value };
}
