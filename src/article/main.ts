// The explorable article's entry (article.html): builds each live figure as it nears the view, steps only those in view, writes the
// measured numbers into the text.
import './ui/article.css';
import type { ArticleHook } from './articleHook';
import { ARTICLE_SECTIONS, sectionById } from './scene/articleSections';
import { claimKey, claimText, type FigureNumbers } from './scene/claimNumbers';
import { sayText } from './scene/sectionWords';
import { resolveChoice, type ResolvedChoice } from './scene/whatIfChoices';
import { LiveFigure } from './ui/LiveFigure';

/** At most this many fixed steps a frame per figure (a slow frame is not caught up in one go). */
const MAX_STEPS_PER_FRAME = 4;
/** Simulated step, s (the game's). */
const DT = 1 / 60;

declare global {
  interface Window {
    article?: ArticleHook;
  }
}

const figures = new Map<string, LiveFigure>();
const visible = new Set<string>();
let frame = 0;
let last = 0;
let owed = 0;
let steppingFrames = 0;
let firstStepMs: number | null = null;

/** Writes `numbers` into the text's claims and sentences of their section (`data-claim="section:run.field"`, `data-say="section:key"`). */
function writeClaims(numbers: FigureNumbers): void {
  for (const span of document.querySelectorAll<HTMLElement>(`[data-claim^="${numbers.section}:"]`)) {
    const key = claimKey((span.dataset.claim ?? '').split(':')[1] ?? '');
    if (key) span.textContent = claimText(numbers, key.run, key.field);
  }
  for (const span of document.querySelectorAll<HTMLElement>(`[data-say^="${numbers.section}:"]`))
    span.textContent = sayText(numbers, (span.dataset.say ?? '').split(':')[1] ?? '');
}

/** The what-if a link asks for section `id` (`?id=choice`: a menu choice, or one with a scrubbed value), or its first. */
function linkedChoice(id: string): ResolvedChoice | undefined {
  const section = sectionById(id);
  if (!section) return undefined;
  const wanted = new URLSearchParams(window.location.search).get(id);
  return (wanted === null ? null : resolveChoice(section, wanted)) ?? resolveChoice(section, section.choices[0].id) ?? undefined;
}

function build(root: HTMLElement): LiveFigure | undefined {
  const id = root.dataset.section ?? '';
  const existing = figures.get(id);
  if (existing) return existing;
  const section = sectionById(id);
  const choice = linkedChoice(id);
  if (!section || !choice) return undefined;
  const figure = new LiveFigure(section, root, choice, writeClaims);
  figures.set(id, figure);
  figure.draw();
  return figure;
}

/** One animation frame: the figures in view that play get the steps the elapsed time owes; none in view, no next frame. */
function tick(now: number): void {
  frame = 0;
  owed = Math.min(owed + (last === 0 ? DT : (now - last) / 1000), MAX_STEPS_PER_FRAME * DT);
  last = now;
  const steps = Math.floor(owed / DT + 1e-9);
  owed -= steps * DT;
  let stepped = false;
  for (const id of visible) {
    const figure = figures.get(id);
    if (figure?.wantsSteps && steps > 0) stepped = figure.advance(steps) > 0 || stepped;
  }
  if (stepped) {
    steppingFrames++;
    firstStepMs ??= performance.now();
  }
  schedule();
}

function schedule(): void {
  const wanted = [...visible].some((id) => figures.get(id)?.wantsSteps);
  if (wanted && frame === 0) frame = requestAnimationFrame(tick);
  if (!wanted) last = 0;
}

function start(): void {
  // The scrubbed values' sentences show only where scripts run (article.css).
  document.documentElement.classList.add('scripted');
  const roots = [...document.querySelectorAll<HTMLElement>('figure.live[data-section]')];
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const root = entry.target as HTMLElement;
        const id = root.dataset.section ?? '';
        if (entry.isIntersecting) {
          build(root);
          visible.add(id);
        } else visible.delete(id);
      }
      schedule();
    },
    { rootMargin: '0px' },
  );
  for (const root of roots) observer.observe(root);
  // Play, a choice, a drag of a target or a value, or a key in a figure may want steps again.
  for (const type of ['click', 'change', 'pointerup', 'keyup'] as const) document.addEventListener(type, () => queueMicrotask(schedule));
  window.addEventListener('resize', () => {
    for (const figure of figures.values()) figure.draw();
  });
  window.article = {
    figures: () => Object.fromEntries([...figures].map(([id, figure]) => [id, figure.state])),
    inView: () => [...visible],
    stepFixed: (id, count) => {
      const figure = figures.get(id);
      if (!figure) return null;
      figure.advance(count);
      return figure.state;
    },
    choose: (id, choice) => {
      const figure = figures.get(id);
      if (!figure) return null;
      figure.choose(choice);
      schedule();
      return figure.state;
    },
    get steppingFrames() {
      return steppingFrames;
    },
    get firstStepMs() {
      return firstStepMs;
    },
  };
  document.documentElement.dataset.sections = String(ARTICLE_SECTIONS.length);
}

start();
