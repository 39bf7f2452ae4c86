import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { StepBudget } from '../../../src/app/time/StepBudget';

describe('StepBudget', () => {
  it('allows the full catch-up while steps are cheap (normal play)', () => {
    const budget = new StepBudget();
    expect(budget.allowed).toBe(5);
    for (let i = 0; i < 100; i++) budget.record(1, 0.2);
    expect(budget.allowed).toBe(5);
  });

  it('allows one step per frame once a step costs more than the budget, and recovers when steps get cheap again', () => {
    const budget = new StepBudget();
    for (let i = 0; i < 30; i++) budget.record(5, 5 * 20);
    expect(budget.averageStepMs).toBeCloseTo(20, 6);
    expect(budget.allowed).toBe(1);
    for (let i = 0; i < 30; i++) budget.record(1, 4);
    expect(budget.allowed).toBe(2);
    for (let i = 0; i < 40; i++) budget.record(1, 0.5);
    expect(budget.allowed).toBe(5);
  });

  it('ignores frames without steps or with a bad time', () => {
    const budget = new StepBudget();
    budget.record(0, 100);
    budget.record(2, Number.NaN);
    budget.record(2, -1);
    expect(budget.allowed).toBe(5);
    expect(budget.averageStepMs).toBe(0);
  });

  it('the demo runs at most the allowed steps and drops the rest (slow motion, no jump)', () => {
    const demo = new Demo();
    expect(demo.clock.advance(5 / 60, 1)).toBe(1);
    expect(demo.clock.frameClock.dropped).toBeCloseTo(4 / 60, 9);
    expect(demo.clock.advance(3 / 60)).toBe(3);
  });
});
