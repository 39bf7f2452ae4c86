import { describe, expect, it } from 'vitest';
import type { PagePart } from '../../src/app/actionCatalog';
import type { ActionId } from '../../src/app/actionList';
import { ActionRunner } from '../../src/app/actionRunner';
import { Demo } from '../../src/app/Demo';
import { runsInEmbed } from '../../src/app/embed/embedActions';
import { defaultViewOptions } from '../../src/app/presentation/viewOptions';

/** A runner on a fresh demo, with what it told the player, the parts it opened, the settings saved and the camera's moves. */
function running(allows?: (id: ActionId) => boolean) {
  const demo = new Demo();
  const options = defaultViewOptions();
  const told: { message: string; tone: string }[] = [];
  const parts: PagePart[] = [];
  const zooms: number[] = [];
  let saved = 0;
  const view = {
    zoomBy: (factor: number) => void zooms.push(factor),
    fit: () => void zooms.push(0),
    placementPoint: (out: { x: number; y: number }) => Object.assign(out, { x: 5, y: 5 }),
    letGo: () => undefined,
  };
  const page = {
    togglePart: (part: PagePart) => void parts.push(part),
    notify: (message: string, tone: string) => void told.push({ message, tone }),
    settingChanged: () => void saved++,
  };
  const runner = new ActionRunner(demo, options, view, page, allows);
  return { demo, options, runner, told, parts, zooms, saved: () => saved };
}

describe('the one place actions run (ActionRunner), as their entries say', () => {
  it('T applies the toggle through the door, saves it as the player’s setting, and the views hear of it at once', () => {
    const { demo, runner, saved } = running();
    const heard: boolean[] = [];
    demo.changes.deliver();
    demo.changes.on(['settings'], (changes) => heard.push(changes.settingsOf('missile-1')));
    const before = demo.view.records.map((record) => record.entity.maxAngularAcceleration);
    runner.run('turn-rate-toggle');
    expect(demo.view.records.map((record) => record.entity.maxAngularAcceleration)).not.toEqual(before);
    expect(demo.appliedSince(0).at(-1)?.intent).toEqual({ kind: 'toggleTurnRate' });
    expect(saved()).toBe(1);
    expect(heard).toEqual([true]);
  });

  it('says what a mode does once it applied, and why a change was refused', () => {
    const { demo, runner, told } = running();
    runner.run('mode-track');
    expect(demo.editor.entities.mode).toBe('track');
    expect(told.at(-1)).toEqual({ message: 'Track: drag a target ring; its entity turns in place to face it.', tone: 'info' });
    demo.editor.entities.select(null);
    runner.run('next-type');
    expect(told.at(-1)?.tone).toBe('error');
    runner.run('remove-entity');
    expect(told.at(-1)).toEqual({ message: 'Select an entity or an obstacle first (click or tap it).', tone: 'error' });
  });

  it('places an obstacle where the view says, and has a word instead of a change when there is nothing to clear', () => {
    const { demo, runner, told } = running();
    runner.run('clear-obstacles');
    expect(told.at(-1)?.message).toBe('There are no obstacles to clear: place some with Wall (W), Box (B), Rock (O) or Crate (X).');
    runner.run('add-rock');
    expect(demo.view.obstacles.map((obstacle) => obstacle.obstacle.position)).toEqual([{ x: 5, y: 5 }]);
    runner.run('clear-obstacles');
    expect(demo.view.obstacles).toEqual([]);
  });

  it('a play’s action enters it and leaves it again, telling each; a part of the page goes to the page; the camera to the view', () => {
    const { demo, runner, told, parts, zooms, options } = running();
    runner.run('hunt-toggle');
    expect(demo.plays.isPlaying('hunt')).toBe(true);
    runner.run('hunt-toggle');
    expect(demo.plays.isPlaying('hunt')).toBe(false);
    expect(told.map((word) => word.tone)).toEqual(['info']);
    runner.run('help-toggle');
    runner.run('challenges-toggle');
    expect(parts).toEqual(['help', 'challenges']);
    runner.run('zoom-in');
    runner.run('zoom-reset');
    expect(zooms).toEqual([1.25, 0]);
    runner.run('debug-toggle');
    expect(options.debug).toBe(true);
  });

  it(
    'while runs are compared, an action that would end them is asked about by the door once, told by the timeline alone, and goes ' +
      'through when done again',
    () => {
      const { demo, runner, told } = running();
      demo.clock.runSteps(120);
      expect(demo.history.show(demo.history.presentStep - 60).ok).toBe(true);
      demo.apply({ kind: 'toggleTurnRate' });
      demo.clock.togglePause();
      demo.clock.runSteps(30);
      expect(demo.history.comparing).toBe(true);
      runner.run('hunt-toggle');
      expect(demo.plays.isPlaying('hunt')).toBe(false);
      expect(told).toEqual([]);
      expect(demo.history.takeNotices().at(-1)).toMatch(/^This would end the comparison/);
      runner.run('hunt-toggle');
      expect(demo.plays.isPlaying('hunt')).toBe(true);
    },
  );

  it('an embedded game runs only the actions whose entries say so', () => {
    const { demo, runner, parts } = running(runsInEmbed);
    runner.run('add-missile');
    runner.run('help-toggle');
    expect(demo.view.records).toHaveLength(3);
    expect(parts).toEqual([]);
    runner.run('pause');
    expect(demo.clock.paused).toBe(true);
  });
});
