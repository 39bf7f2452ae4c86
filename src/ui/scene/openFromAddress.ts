import type { Demo } from '../../app/Demo';
import type { AddressOpening } from '../../app/gallery/addressLinks';
import { TOGGLED_PLAYS } from '../../app/plays/playList';

/** What opening an address needs from the page. */
export interface AddressHost {
  readonly demo: Demo;
  /** Starts the guided tour at a step (from 0). */
  startTour(index: number): void;
  /** Plays a challenge level by name. */
  playLevel(name: string): void;
  /** A short message for the player (the toast). */
  notify(message: string): void;
}

/**
 * Opens the example scene, tour step, challenge level or play an address names
 * (src/app/gallery/addressLinks.ts); a refusal is added to `notices`, naming the parameter and why,
 * and the opening plays instead.
 */
export function openFromAddress(opening: AddressOpening | null, host: AddressHost, notices: string[]): void {
  const { demo } = host;
  if (opening?.kind === 'scene') {
    const opened = demo.apply({ kind: 'openScene', text: opening.scene.text });
    if (!opened.ok)
      notices.push(
        `URL parameter "scene": "${opening.scene.name}" could not be opened (${opened.message}), so the default scene is shown.`,
      );
    else host.notify(`Opened “${opening.scene.title}”. R restarts it; More › Gallery shows the others.`);
  } else if (opening?.kind === 'tour') host.startTour(opening.index);
  else if (opening?.kind === 'level') host.playLevel(opening.name);
  else if (opening?.kind === 'play') {
    // As its button does (an embed included, where the button is not): it starts, and says what it is.
    const toggled = TOGGLED_PLAYS.find((scene) => scene.kind === opening.play);
    const entered = toggled ? demo.apply({ kind: 'play', play: toggled.kind }) : null;
    if (toggled && entered?.ok) host.notify(toggled.toggle.started(demo));
    else
      notices.push(
        `URL parameter "play": "${opening.play}" could not be started (${entered?.ok === false ? entered.message : 'unknown'}), ` +
          `so the default scene is shown.`,
      );
  }
}
