import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { between, huntTable, largeTurnTable, trackingTable } from '../../scripts/controllerTables';

const page = readFileSync(join(__dirname, '../../docs/controllers.md'), 'utf8');

describe('docs/controllers.md holds the measured tables of the current code (npm run docs:plots)', () => {
  it('the steady lag behind a circling target, with and without the feed-forward', () => {
    expect(between(page, 'tracking-table')).toBe(trackingTable());
  });

  it('the PID family’s large turns at π, 2π and 4π', () => {
    expect(between(page, 'large-turn-table')).toBe(largeTurnTable());
  });

  it('the Hunt’s hits per guidance law', () => {
    expect(between(page, 'hunt-table')).toBe(huntTable());
  });
});
