/**
 * The sandbox in Chromium (issue 15): a player's controller runs in QuickJS compiled to
 * WebAssembly. Hostile code — reading the page's globals, reaching the global object through
 * Function's constructor, polluting Object.prototype, endless loops, recursion and allocation, bad
 * return values — is each contained: a message shows in the panel, the game goes on (simulated
 * time advances) and nothing of the page changes (its Object.prototype, localStorage, title). One
 * case goes through the real editor and the Apply button; the rest through the test hook
 * `window.pidDemo.tryController(source)`, which does what Apply does.
 */
import { expect, test, type Page } from '@playwright/test';
import { clickControl } from './helpers/controls';
import { openDemo } from './helpers/page';
import { snapshot } from './helpers/snapshot';
import { stepFor } from './helpers/waits';

/** Hostile controllers and what their message must say. */
const HOSTILE: readonly { name: string; source: string; message: RegExp }[] = [
  { name: 'reads document', source: 'function update() { return document.title.length; }', message: /'?document'? is not defined/ },
  { name: 'calls fetch', source: "function update() { fetch('/'); return 0; }", message: /'?fetch'? is not defined/ },
  {
    name: 'writes localStorage',
    source: "function update() { localStorage.setItem('pwned', '1'); return 0; }",
    message: /'?localStorage'? is not defined/,
  },
  { name: 'exits through process', source: 'function update() { process.exit(3); return 0; }', message: /'?process'? is not defined/ },
  { name: 'requires a module', source: "function update() { require('fs'); return 0; }", message: /'?require'? is not defined/ },
  {
    name: 'reaches the global object through Function',
    source: "function update() { const g = (function () {}).constructor('return this')(); g.document.title = 'pwned'; return 0; }",
    message: /TypeError|cannot|undefined/,
  },
  {
    name: 'pollutes Object.prototype',
    source: "function update() { Object.prototype.polluted = 'yes'; return ({}).polluted; }",
    message: /returned a string/,
  },
  { name: 'loops forever', source: 'function update() { for (;;) {} }', message: /ms|time/ },
  {
    name: 'recurses without end',
    source: 'function update() { function deeper(n) { return deeper(n + 1) + 1; } return deeper(0); }',
    message: /stack|recurs/i,
  },
  {
    name: 'allocates without end',
    source: 'function update() { const all = []; for (;;) all.push(new Array(100000).fill(1)); }',
    message: /memory|ms|time/i,
  },
  { name: 'returns NaN', source: 'function update() { return NaN; }', message: /returned NaN/ },
  { name: 'returns Infinity', source: 'function update() { return Infinity; }', message: /returned Infinity/ },
  { name: 'returns a string', source: "function update() { return 'fast'; }", message: /returned a string/ },
  { name: 'has a syntax error', source: 'function update(input) {\n  return input.headingError +;\n}', message: /line 2/ },
];

/** What the page has that the player's code must not change. */
async function pageState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const storage: Record<string, string | null> = {};
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i) as string;
      storage[key] = window.localStorage.getItem(key);
    }
    const polluted = 'polluted' in {};
    return JSON.stringify({ storage, polluted, title: document.title, prototypeKeys: Object.getOwnPropertyNames(Object.prototype).sort() });
  });
}

/** The test hook: puts `source` in the editor and applies it to the selected entity; resolves with the panel's message. */
async function tryController(page: Page, source: string): Promise<string> {
  return page.evaluate(
    (code) => (window as unknown as { pidDemo: { tryController(s: string): Promise<string> } }).pidDemo.tryController(code),
    source,
  );
}

test('hostile controllers are each contained with a message, and the game goes on unchanged', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = await openDemo(page);
  if ((await snapshot(page)).selectedId === null) await page.keyboard.press('e');
  expect((await snapshot(page)).selectedId).not.toBeNull();
  const before = await pageState(page);

  // Through the real editor and the Apply button: an endless loop.
  await clickControl(page, '#challenges-toggle');
  const content = page.locator('#challenge-editor .cm-content');
  await expect(content).toBeVisible();
  await content.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('function update(input, state) {\n  while (true) {}\n}');
  await page.locator('#challenge-apply').click();
  const message = page.locator('#challenge-message');
  await expect(message).toHaveText(/stopped after .* a safe controller .* steers now: .*(ms|time|calls and loop turns)/);
  await expect(message).toHaveClass(/error/);
  await stepFor(page, 0.3);

  for (const hostile of HOSTILE) {
    await tryController(page, hostile.source);
    await expect(message, hostile.name).toHaveText(hostile.message);
    await expect(message, hostile.name).toHaveText(/cannot run|stopped after/);
    await stepFor(page, 0.1);
    expect(await pageState(page), hostile.name).toBe(before);
  }

  // An honest controller steers again afterwards: the sandbox is not left broken.
  await tryController(page, 'function update(input) { return -60 * input.headingError - 14 * input.angularVelocity; }');
  await expect(message).toHaveText(/Your code steers/);
  await stepFor(page, 0.5);
  await expect(message).toHaveText(/Your code steers/);
  expect(await pageState(page)).toBe(before);
  expect(problems.messages).toEqual([]);
});
