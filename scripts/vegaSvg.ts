/**
 * A Vega-Lite spec rendered to an SVG string, headless (Vega's renderer 'none'): the docs' plots
 * (scripts/plot-step-responses.ts, scripts/seedPlots.ts) are drawn from the real code this way.
 */
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

/** The SVG of `spec`. */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  return svg;
}
