import { CHALLENGE_LEVELS } from '../../sim/challenges/challengeLevels';
import { ChallengeRun } from '../../sim/challenges/ChallengeRun';
import { buildScenarioWorld } from '../../sim/scenario/runScenario';
import { Demo } from '../Demo';
import { TOGGLED_PLAYS } from '../plays/playList';
import { TOUR_STEPS } from '../tour/tourList';
import { openingHref, type AddressOpening } from './addressLinks';
import { exampleScenes, readExampleScene } from './exampleScenes';
import { linkLevelController } from './linkLevelController';
import type { SketchSource } from './sceneSketch';

/** Simulated time a card's picture shows at most, s. */
export const SKETCH_SECONDS = 8;

/** One card of the gallery: what it opens, its words, its link and how to draw its picture. */
export interface GalleryCard {
  readonly opening: AddressOpening;
  /** Its id in the page (`gallery-scene-seek`, `gallery-tour-1`, `gallery-level-figure-eight`). */
  readonly id: string;
  readonly title: string;
  /** What it shows, in one line. */
  readonly line: string;
  /** The address that opens it (`?scene=NAME`, `?tour=STEP`, `?level=NAME`). */
  readonly href: string;
  /** How long its picture runs, s. */
  readonly seconds: number;
  /** A fresh headless run of its scene, for the picture (throws only if the scene cannot be built). */
  sketch(): SketchSource;
}

/** The gallery's sections, in order. */
export interface GallerySection {
  readonly kind: AddressOpening['kind'];
  readonly title: string;
  readonly cards: readonly GalleryCard[];
}

/** Longest line under a card, characters (a longer first sentence is cut at a word, with "…"). */
const MAX_LINE = 150;

/** The first sentence of a text (up to its first ".", "!" or "?"), at most {@link MAX_LINE} characters. */
export function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  const sentence = end < 0 ? text : text.slice(0, end + 1);
  if (sentence.length <= MAX_LINE) return sentence;
  const cut = sentence.slice(0, MAX_LINE - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_LINE / 2))}…`;
}

/** A card for `opening`: its link follows from what it opens. */
function card(opening: AddressOpening, rest: Omit<GalleryCard, 'opening' | 'href'>): GalleryCard {
  return { opening, href: openingHref(opening), ...rest };
}

/** A picture's run on a demo of its own: its world (read anew: a demo may rebuild it) stepped by single steps. */
function demoSketch(demo: Demo): SketchSource {
  return {
    get world() {
      return demo.view.world;
    },
    step: () => demo.clock.singleStep(),
  };
}

/** The example scenarios, each run as `npm run sim` runs it. */
function sceneCards(): GalleryCard[] {
  return exampleScenes().map((scene) => {
    const read = readExampleScene(scene);
    return card(
      { kind: 'scene', scene },
      {
        id: `gallery-scene-${scene.name}`,
        title: scene.title,
        line: read.ok ? (read.scenario.name ?? scene.title) : read.error,
        seconds: read.ok ? Math.min(SKETCH_SECONDS, read.scenario.duration) : 0,
        sketch: () => {
          if (!read.ok) throw new Error(read.error);
          const world = buildScenarioWorld(read.scenario);
          return { world, step: () => world.step() };
        },
      },
    );
  });
}

/** The tour's steps, each set up on a demo of its own (as the tour sets it up on the game's), its action pressed once. */
function tourCards(): GalleryCard[] {
  return TOUR_STEPS.map((step, index) =>
    card(
      { kind: 'tour', index },
      {
        id: `gallery-tour-${index + 1}`,
        title: `${index + 1}. ${step.title}`,
        line: firstSentence(step.text),
        seconds: SKETCH_SECONDS,
        sketch: () => {
          const demo = new Demo();
          demo.tour.start(index);
          demo.tour.act();
          return demoSketch(demo);
        },
      },
    ),
  );
}

/** The ways of playing an action switches on (src/app/plays/playList.ts), each entered from the opening on a demo of its own. */
function playCards(): GalleryCard[] {
  return TOGGLED_PLAYS.map(({ kind, label, action }) =>
    card(
      { kind: 'play', play: kind },
      {
        id: `gallery-play-${kind}`,
        title: label,
        line: firstSentence(action.description),
        seconds: SKETCH_SECONDS,
        sketch: () => {
          const demo = new Demo();
          const entered = demo.apply({ kind: 'play', play: kind });
          if (!entered.ok) throw new Error(entered.message);
          return demoSketch(demo);
        },
      },
    ),
  );
}

/** The challenge levels, steered by {@link linkLevelController}. */
function levelCards(): GalleryCard[] {
  const steering = linkLevelController();
  return CHALLENGE_LEVELS.map((level, index) =>
    card(
      { kind: 'level', name: level.name },
      {
        id: `gallery-level-${level.name}`,
        title: `${index + 1}. ${level.title}`,
        line: level.goal,
        seconds: Math.min(SKETCH_SECONDS, level.duration),
        sketch: () => {
          const run = new ChallengeRun(level, { settings: steering.settings });
          return {
            world: run.world,
            step: () => {
              run.beforeWorldStep();
              run.world.step();
              run.afterWorldStep();
            },
          };
        },
      },
    ),
  );
}

/** Every card: the ways of playing, the example scenes, the tour's steps, the challenge levels. */
export function gallerySections(): GallerySection[] {
  return [
    { kind: 'play', title: 'Ways of playing', cards: playCards() },
    { kind: 'scene', title: 'Example scenes', cards: sceneCards() },
    { kind: 'tour', title: 'Tour steps', cards: tourCards() },
    { kind: 'level', title: 'Challenge levels', cards: levelCards() },
  ];
}
