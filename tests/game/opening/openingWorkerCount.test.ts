/** How many Workers an opening starts for the machine's cores: one left to the page, one at least, two at most. */
import { describe, expect, it } from 'vitest';
import { openingWorkerCount } from '../../../src/game/opening/webOpeningWorkers';

describe('openingWorkerCount', () => {
  it('leaves a core to the page and plays in one Worker at least, two at most', () => {
    expect([1, 2, 3, 4, 8, 64].map(openingWorkerCount)).toEqual([1, 1, 2, 2, 2, 2]);
  });

  it('takes a browser that does not say its cores (0, or nothing a count) as one with enough', () => {
    expect([0, Number.NaN, -1, 2.5].map(openingWorkerCount)).toEqual([2, 2, 2, 2]);
  });
});
