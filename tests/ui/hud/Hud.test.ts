// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { Hud } from '../../../src/ui/hud/Hud';
import { SceneFilePicker } from '../../../src/ui/scene/SceneFilePicker';
import { run } from '../../app/helpers';

/** The HUD's rows as a player reads them: label → value, and which rows are greyed out ("quiet"). */
function rows(container: HTMLElement): { shown: Record<string, string>; quiet: string[] } {
  const shown: Record<string, string> = {};
  const quiet: string[] = [];
  for (const pair of container.querySelectorAll('.hud-pair')) {
    const label = pair.querySelector('dt')?.textContent ?? '';
    shown[label] = pair.querySelector('dd')?.textContent ?? '';
    if (pair.classList.contains('hud-quiet')) quiet.push(label);
  }
  return { shown, quiet };
}

let container: HTMLElement;
let demo: Demo;
let hud: Hud;

beforeEach(() => {
  document.body.replaceChildren();
  container = Object.assign(document.createElement('section'), { id: 'hud' });
  document.body.append(container);
  demo = new Demo();
  // Told of the demo's changes as the page tells it (delivered after each frame's steps).
  hud = new Hud(container, demo.changes);
});

describe('the HUD', () => {
  it('is the page’s status region', () => {
    expect(container.getAttribute('aria-label')).toBe('Status');
  });

  it('shows the selected entity’s figures, each with its unit', () => {
    hud.update(demo, 0, 0, true);
    const id = demo.view.selected?.entity.id;
    expect(id).toBe('missile-1');
    const { shown, quiet } = rows(container);
    expect(shown).toEqual({
      Mode: 'Seek (move to target)',
      Selected: 'missile-1 (missile)',
      // The speed's label names the entity the rows below describe (the compact HUD leaves out "Selected").
      'missile-1 speed': '0.0 m/s',
      'Heading error': expect.stringMatching(/^[+−]\d+\.\d°$/),
      'Max turn rate': '4π rad/s² (720 °/s²)',
      Controller: 'PID corrected · kp 60 ki 2 kd 14',
      Hits: '–',
      'Last time to hit': '–',
      Time: '0.00 s · real time',
    });
    // Rows with nothing to say yet are greyed out (and left out of the compact HUD).
    expect(quiet).toEqual(['Hits', 'Last time to hit']);
  });

  it('follows the game as it plays: speed, heading error and time, with the frame rate once there is one', () => {
    hud.update(demo, 0, 0, true);
    const before = rows(container).shown;
    run(demo, 1);
    demo.changes.deliver();
    hud.update(demo, 1, 60);
    const after = rows(container).shown;
    expect(after['missile-1 speed']).toMatch(/^\d+\.\d m\/s$/);
    expect(after['missile-1 speed']).not.toBe('0.0 m/s');
    expect(after['Heading error']).not.toBe(before['Heading error']);
    expect(after.Time).toBe('1.00 s · real time · 60 fps');
  });

  it('rewrites its text a few times a second, not every frame', () => {
    hud.update(demo, 0, 0, true);
    run(demo, 0.05);
    demo.changes.deliver();
    hud.update(demo, 0.05, 60);
    expect(rows(container).shown.Time).toBe('0.00 s · real time');
    run(demo, 0.05);
    demo.changes.deliver();
    hud.update(demo, 0.05, 60);
    expect(rows(container).shown.Time).toBe('0.10 s · real time · 60 fps');
  });

  it('after a scene file is opened, shows that scene’s entity and its own turn rate', () => {
    // The player opens a scene of one slow missile (More › Open scene…).
    const told: string[] = [];
    const files = new SceneFilePicker(demo, { notify: (message) => void told.push(message), changed: () => undefined });
    const scene = {
      name: 'One slow missile',
      duration: 10,
      entities: [
        {
          id: 'slowpoke',
          type: 'missile',
          position: [0, 0],
          angle: 0,
          maxAngularAcceleration: Math.PI,
          command: { type: 'turnTowards', target: [0, 20] },
        },
      ],
    };
    expect(files.openText(JSON.stringify(scene), 'slow.json'), told.join()).toBe(true);
    files.destroy();
    hud.update(demo, 0, 0, true);
    const { shown } = rows(container);
    expect(shown.Selected).toBe('slowpoke (missile)');
    expect(shown['slowpoke speed']).toBe('0.0 m/s');
    expect(shown['Heading error']).toBe('−90.0°');
    expect(shown['Max turn rate']).toBe('π rad/s² (180 °/s²)');
  });
});
