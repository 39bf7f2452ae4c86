import { describe, expect, test } from 'vitest';
import { readShareLink } from '../../src/app/settings/shareLink';
import { sectionById } from '../../src/article/scene/articleSections';
import { FigureRun } from '../../src/article/scene/FigureRun';

describe('a figure’s link into the game', () => {
  test('is the figure’s comparison as the game shares one: the recorded run and the what-if, shown at the step the figure shows', () => {
    const section = sectionById('turn-rate')!;
    const run = new FigureRun(section, section.choices[0]);
    run.step(100);
    const read = readShareLink(run.shareParam());
    expect(read.ok).toBe(true);
    const scene = JSON.parse((read as { sceneText: string }).sceneText) as { comparison?: { whatIfs: unknown[]; shown: number } };
    expect(scene.comparison?.whatIfs).toHaveLength(1);
    expect(scene.comparison?.shown).toBe(run.demo.history.shownStep);
  });
});
