import { expect } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { steps } from '../settings/comparisonScreen';

/**
 * The comparison: 180 against 720°/s² from the branch (Home, T, A), then three more runs
 * from the branch, the fourth pushing the T run out, titled. Each is made from the run shown at
 * the branch, the one just played (its own changes there applied): P on top of T, then kd 30 on
 * top of that, then the time-optimal controller.
 */
export function fourRunsAfterAPushOut(): Demo {
  const demo = new Demo();
  steps(demo, 240);
  const branch = demo.history.oldestStep;
  const changes: ((demo: Demo) => void)[] = [
    (d) => d.apply({ kind: 'toggleTurnRate' }),
    (d) => d.apply({ kind: 'setControllerSettings', changes: { ki: 0, kd: 0 }, scope: 'all' }),
    (d) => d.apply({ kind: 'setControllerSettings', changes: { kd: 30 }, scope: 'all' }),
    (d) => d.apply({ kind: 'setControllerType', type: 'time-optimal', scope: 'all' }),
  ];
  for (const change of changes) {
    expect(demo.history.show(branch).ok).toBe(true);
    change(demo);
    steps(demo, 90);
  }
  demo.history.takeNotices();
  demo.history.compared!.setTitle('Four ways to turn');
  return demo;
}
