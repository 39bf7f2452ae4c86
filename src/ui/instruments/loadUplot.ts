import type uPlot from 'uplot';

/** uPlot's constructor (the plotting library of the step-response view). */
export type UplotConstructor = typeof uPlot;

let loading: Promise<UplotConstructor> | null = null;

/**
 * Loads uPlot and its styles the first time a plot is drawn: only the step-response view uses them,
 * so the game starts without them (a separate chunk of the build). Every call gets the same promise.
 */
export function loadUplot(): Promise<UplotConstructor> {
  loading ??= import('./uplotModule').then((module) => module.default);
  return loading;
}
