/**
 * The plots of docs/controllers-3d.md's "The article's 3D code": each quirk of the forces-and-
 * torques article's code, as published against corrected, drawn from the runs of scripts/seedRuns.ts
 * (the real code on the test integrator) into docs/img/seed-*.svg by `npm run docs:plots`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TopLevelSpec } from 'vega-lite';
import { computeTorqueRuns, forceRuns, shortWayRuns, stablePdFrameRuns, stablePdGainRuns, type Point } from './seedRuns';
import { renderSvg } from './vegaSvg';

/** One plot: its file, title, value axis and curves (published ones dashed-free red, corrected blue). */
interface SeedPlot {
  file: string;
  title: string;
  valueTitle: string;
  domain: [number, number];
  runs: () => Record<string, Point[]>;
}

const PLOTS: readonly SeedPlot[] = [
  {
    file: 'seed-compute-torque.svg',
    title: 'ComputeTorque: a 120° turn of a slab, its principal axes turned in the body',
    valueTitle: 'error (°)',
    domain: [0, 180],
    runs: computeTorqueRuns,
  },
  {
    file: 'seed-short-way.svg',
    title: 'ComputeTorque told Euler(0, 350, 0): 10° the other way round',
    valueTitle: 'heading about y (°)',
    domain: [-60, 720],
    runs: shortWayRuns,
  },
  {
    file: 'seed-stable-pd-gains.svg',
    title: 'Stable Torque PD at frequency 30, 50 Hz: kp and kd applied, not ksg and kdg',
    valueTitle: 'error (°)',
    domain: [0, 180],
    runs: stablePdGainRuns,
  },
  {
    file: 'seed-stable-pd-frame.svg',
    title: 'Stable Torque PD at frequency 2: the slab’s frame composed the wrong way round',
    valueTitle: 'spin axis off the turn’s axis (°)',
    domain: [0, 90],
    runs: stablePdFrameRuns,
  },
  {
    file: 'seed-force.svg',
    title: 'The force snippet, toward a point 3 m away, every step',
    valueTitle: 'distance to pNew (m)',
    domain: [0, 3.5],
    runs: forceRuns,
  },
];

/** Red shades for the article's code as published, blues for the corrected. */
function colourOf(label: string, index: number): string {
  const published = ['#d62728', '#ff9896'];
  const corrected = ['#1f77b4', '#9ecae1'];
  return label.startsWith('as published') ? (published[index % 2] as string) : (corrected[index % 2] as string);
}

function specOf(plot: SeedPlot): TopLevelSpec {
  const runs = plot.runs();
  const rows = Object.entries(runs).flatMap(([series, points]) => points.map((point) => ({ ...point, series })));
  const labels = Object.keys(runs);
  let published = 0;
  let corrected = 0;
  const colours = labels.map((label) => colourOf(label, label.startsWith('as published') ? published++ : corrected++));
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: plot.title,
    width: 560,
    height: 240,
    background: 'white',
    data: { values: rows },
    mark: { type: 'line', strokeWidth: 2, clip: true, interpolate: 'step-after' },
    encoding: {
      x: { field: 'time', type: 'quantitative', title: 'time (s)' },
      y: { field: 'value', type: 'quantitative', title: plot.valueTitle, scale: { domain: plot.domain } },
      color: {
        field: 'series',
        type: 'nominal',
        title: null,
        scale: { domain: labels, range: colours },
        legend: { orient: 'bottom', direction: 'vertical', labelLimit: 360 },
      },
    },
    config: { font: 'sans-serif' },
  };
}

/** Writes every seed plot into `imageDir`. */
export async function plotSeedQuirks(imageDir: string): Promise<void> {
  for (const plot of PLOTS) {
    writeFileSync(join(imageDir, plot.file), await renderSvg(specOf(plot)));
    process.stdout.write(`wrote docs/img/${plot.file}\n`);
  }
}
