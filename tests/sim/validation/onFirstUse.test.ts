/** onFirstUse: schemas are built when first asked for, once, so that importing a module builds none. */
import { describe, expect, it } from 'vitest';
import { onFirstUse } from '../../../src/sim/validation/onFirstUse';

describe('onFirstUse', () => {
  it('builds nothing until asked, then once, and gives the same value every time', () => {
    let builds = 0;
    const value = onFirstUse(() => ({ built: ++builds }));
    expect(builds).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(builds).toBe(1);
  });
});
