import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { runTuneJob, type TunerMessage } from '../../../src/app/tuning/tunerJob';
import { buildTuneRequest, defaultTuneChoices } from '../../../src/app/tuning/tunerRequest';

describe('auto-tuner job (what the worker runs)', () => {
  it('validates the request like the CLI, reports progress after every candidate and ends with the best', () => {
    const demo = new Demo();
    const view = demo.tuning.view();
    expect(
      buildTuneRequest(view.controller, view.entityType, view.maxAngularAcceleration, { iterations: 0, maxOvershootDeg: 2 }),
    ).toMatchObject({ ok: false, field: 'iterations' });
    expect(
      buildTuneRequest(view.controller, view.entityType, view.maxAngularAcceleration, { iterations: 5, maxOvershootDeg: 91 }),
    ).toMatchObject({ ok: false, field: 'maxOvershootDeg' });
    const built = buildTuneRequest(view.controller, view.entityType, view.maxAngularAcceleration, {
      ...defaultTuneChoices(),
      iterations: 6,
    });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    const messages: TunerMessage[] = [...runTuneJob(built.request)];
    expect(messages.filter((m) => m.kind === 'progress').map((m) => m.kind === 'progress' && m.iteration)).toEqual([1, 2, 3, 4, 5, 6]);
    const done = messages[messages.length - 1];
    expect(done?.kind).toBe('done');
    if (done?.kind !== 'done') return;
    expect(done.best.type).toBe('pid');
    expect(done.score.cost).toBeLessThanOrEqual(done.startScore.cost);
    // Plain data: it survives a structured clone to and from a worker.
    expect(structuredClone(messages)).toEqual(messages);
    expect(demo.apply({ kind: 'setController', settings: done.best, scope: 'all' }).ok).toBe(true);
  });
});
