import { describe, expect, it } from 'vitest';
import { ChangeFeed, type Changes, type ChangeTopic } from '../../../src/app/changes/ChangeFeed';
import { Demo } from '../../../src/app/Demo';

/** What a subscriber to `topics` heard, delivery by delivery: the topics of each that changed. */
function listen(demo: Demo, topics: readonly ChangeTopic[]) {
  const heard: Changes[] = [];
  const seen: { topics: ChangeTopic[]; steps: number; settingsOf: (id: string) => boolean; applied: (kind: string) => boolean }[] = [];
  demo.changes.on(topics, (changes) => {
    heard.push(changes);
    // A record is valid during the call only: what it said is copied.
    const ids = new Map<string, boolean>();
    for (const record of demo.view.records) ids.set(record.entity.id, changes.settingsOf(record.entity.id));
    const kinds = new Set(['toggleTurnRate', 'setMaxAngularAcceleration', 'dragTarget', 'setMode'].filter((kind) => changes.applied(kind)));
    seen.push({
      topics: topics.filter((topic) => changes.has(topic)),
      steps: changes.steps,
      settingsOf: (id) => ids.get(id) ?? false,
      applied: (kind) => kinds.has(kind),
    });
  });
  return seen;
}

describe('the demo’s changes, pushed to whoever shows them', () => {
  it('a paused demo with nothing done delivers nothing, however often it is asked', () => {
    const demo = new Demo();
    demo.clock.setPaused(true);
    demo.changes.deliver();
    const seen = listen(demo, [
      'steps',
      'intents',
      'settings',
      'scene',
      'moment',
      'selection',
      'time',
      'history',
      'tour',
      'opening',
      'warnings',
      'page',
    ]);
    for (let frame = 0; frame < 120; frame++) {
      demo.clock.advance(1 / 60);
      demo.changes.deliver();
    }
    expect(seen).toEqual([]);
  });

  it('the clock’s steps are counted, and delivered once a frame to those who show them', () => {
    const demo = new Demo();
    demo.changes.deliver();
    const steps = listen(demo, ['steps']);
    const time = listen(demo, ['time']);
    demo.clock.runSteps(3);
    demo.changes.deliver();
    expect(steps.map((delivery) => delivery.steps)).toEqual([3]);
    expect(time).toEqual([]);
    demo.clock.togglePause();
    demo.changes.deliver();
    expect(time.map((delivery) => delivery.topics)).toEqual([['time']]);
    expect(steps).toHaveLength(1);
  });

  it('the door says whose settings an intent changed: the selected entity’s alone, or every one’s', () => {
    const demo = new Demo();
    demo.changes.deliver();
    const seen = listen(demo, ['settings']);
    demo.editor.entities.select('missile-2');
    expect(demo.apply({ kind: 'setMaxAngularAcceleration', value: 5, scope: 'selected' })).toEqual({ ok: true });
    demo.changes.deliver();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.applied('setMaxAngularAcceleration')).toBe(true);
    expect(seen[0]?.settingsOf('missile-2')).toBe(true);
    expect(seen[0]?.settingsOf('missile-1')).toBe(false);
    demo.apply({ kind: 'toggleTurnRate' });
    demo.changes.deliver();
    expect(seen[1]?.settingsOf('missile-1')).toBe(true);
    expect(seen[1]?.settingsOf('character-1')).toBe(true);
  });

  it('a drag is an intent that changes no settings; a refused intent publishes nothing', () => {
    const demo = new Demo();
    demo.changes.deliver();
    const seen = listen(demo, ['intents', 'settings']);
    const target = demo.view.targets[0];
    if (!target) throw new Error('the opening has a target');
    demo.apply({ kind: 'dragTarget', target: target.id, point: { x: 1, y: 2 } });
    demo.changes.deliver();
    expect(seen.map((delivery) => delivery.topics)).toEqual([['intents']]);
    expect(seen[0]?.applied('dragTarget')).toBe(true);
    expect(demo.apply({ kind: 'setMaxAngularAcceleration', value: -1, scope: 'all' }).ok).toBe(false);
    demo.changes.deliver();
    expect(seen).toHaveLength(1);
  });

  it('another scene, a moment of the timeline and a selection are each their own topic', () => {
    const demo = new Demo();
    demo.changes.deliver();
    const seen = listen(demo, ['scene', 'moment', 'selection']);
    demo.apply({ kind: 'play', play: 'hunt' });
    demo.changes.deliver();
    demo.apply({ kind: 'leave', play: 'hunt' });
    demo.clock.runSteps(120);
    demo.changes.deliver();
    expect(demo.history.show(demo.history.oldestStep + 30).ok).toBe(true);
    demo.changes.deliver();
    demo.editor.entities.select('character-1');
    demo.changes.deliver();
    expect(seen.map((delivery) => delivery.topics)).toEqual([['scene'], ['scene'], ['moment'], ['selection']]);
  });

  it('a subscriber that stops is not called again, and what one publishes while it is told is delivered at once after', () => {
    const feed = new ChangeFeed();
    const calls: string[] = [];
    const stop = feed.on(['page'], () => {
      calls.push('first');
      stop();
      feed.publish('tour');
    });
    feed.on(['page', 'tour'], (changes) => calls.push(changes.has('tour') ? 'second: tour' : 'second: page'));
    feed.publish('page');
    feed.deliver();
    feed.publish('page');
    feed.deliver();
    expect(calls).toEqual(['first', 'second: page', 'second: tour', 'second: page']);
  });
});
