import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attitudeTable } from '../../scripts/attitudeTable';
import { between, huntTable, largeTurnTable, markers, MEASURED_TABLES, trackingTable } from '../../scripts/controllerTables';

const root = join(__dirname, '../..');
const read = (doc: string): string => readFileSync(join(root, doc), 'utf8');

describe('the controllers’ docs hold the measured tables of the current code (npm run docs:generate)', () => {
  it('docs/controllers.md: the steady lag behind a circling target, with and without the feed-forward', () => {
    expect(between(read('docs/controllers.md'), 'tracking-table')).toBe(trackingTable());
  });

  it('docs/controllers-tuning.md: the PID family’s large turns at π, 2π and 4π', () => {
    expect(between(read('docs/controllers-tuning.md'), 'large-turn-table')).toBe(largeTurnTable());
  });

  it('docs/guidance.md: the Hunt’s hits per guidance law', () => {
    expect(between(read('docs/guidance.md'), 'hunt-table')).toBe(huntTable());
  });

  it('docs/controllers-3d.md: 3D turns with the time-optimal law along the eigenaxis against 2·√(θ/α(n))', () => {
    expect(between(read('docs/controllers-3d.md'), 'attitude-table')).toBe(attitudeTable());
  });

  it('each table sits once, in the doc the generators write it to', () => {
    const docs = readdirSync(join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`);
    for (const { name, doc } of MEASURED_TABLES) {
      const places = docs.flatMap((page) => Array.from({ length: read(page).split(markers(name).start).length - 1 }, () => page));
      expect(places, name).toEqual([doc]);
    }
  });
});
