/**
 * The steps of a recipe of docs/extending.md ("Add a controller", "Add a way of playing", "Add a
 * setting", "Add an action"), read from the doc as a maintainer reads them, and done to a copy of the repository: a
 * new file with the code block under its step, an entry added to a list of an existing file, an
 * export line added to a module, a subpath added to package.json's exports, a command run.
 * tests/docs/recipes.test.ts performs them.
 */

/** One step of a recipe. */
export type RecipeStep =
  | { readonly kind: 'create'; readonly path: string; readonly code: string }
  | { readonly kind: 'edit'; readonly path: string; readonly code: string }
  | { readonly kind: 'export'; readonly path: string; readonly code: string }
  | { readonly kind: 'subpath'; readonly path: 'package.json'; readonly code: string }
  | { readonly kind: 'run'; readonly script: string };

/** The text of section `title` (`## title` up to the next `## `). Throws when the doc has none. */
export function section(doc: string, title: string): string {
  const start = doc.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`docs/extending.md has no section "${title}"`);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}

/**
 * The steps of a recipe section, in order: each paragraph that starts with `**Step N, …:**` says
 * "a new file, `PATH`" (the code block under it is the file), "in `package.json`, add to
 * `exports` …" (the JSON block is the subpath's entry), "in `PATH`, import … and add …" or "in
 * `PATH`, add …" (the code block shows the imports, if any, and the entry to add), "in `PATH`,
 * export …" (the code block is the export line), or names an `npm run SCRIPT` to run.
 */
export function recipeSteps(text: string): RecipeStep[] {
  const parts = text.split(/^(?=\*\*Step \d+)/m).slice(1);
  return parts.map((part) => {
    const paragraph = part.slice(0, part.search(/\n\n|$/));
    const code = /^```ts\n([\s\S]*?)^```$/m.exec(part)?.[1];
    const created = /a new file, `([^`]+)`/.exec(paragraph);
    if (created && code !== undefined) return { kind: 'create', path: created[1] as string, code };
    const json = /^```json\n([\s\S]*?)^```$/m.exec(part)?.[1];
    if (/\bin `package\.json`, add to `exports`/.test(paragraph) && json !== undefined)
      return { kind: 'subpath', path: 'package.json', code: json };
    const edited = /\bin `([^`]+)`, (?:import|add)\b/.exec(paragraph);
    if (edited && code !== undefined) return { kind: 'edit', path: edited[1] as string, code };
    const exported = /\bin `([^`]+)`, export\b/.exec(paragraph);
    if (exported && code !== undefined) return { kind: 'export', path: exported[1] as string, code };
    const script = /`npm run ([a-z0-9:-]+)`/.exec(paragraph);
    if (script) return { kind: 'run', script: script[1] as string };
    throw new Error(`a step the recipe test cannot read: ${paragraph}`);
  });
}

/** The place of the bracket that closes the one at `open` in `code`, skipping strings, template literals and comments. */
export function matchingClose(code: string, open: number): number {
  const stack: string[] = [];
  let i = open;
  while (i < code.length) {
    const c = code[i] as string;
    const next = code[i + 1];
    const mode = stack.at(-1);
    if (mode === '`') {
      if (c === '\\') i++;
      else if (c === '`') stack.pop();
      else if (c === '$' && next === '{') {
        stack.push('${');
        i++;
      }
    } else if (mode === "'" || mode === '"') {
      if (c === '\\') i++;
      else if (c === mode) stack.pop();
    } else if (c === '/' && next === '/') i = code.indexOf('\n', i) - 1;
    else if (c === '/' && next === '*') i = code.indexOf('*/', i) + 1;
    else if (c === "'" || c === '"' || c === '`') stack.push(c);
    else if (c === '(' || c === '[' || c === '{') stack.push(c);
    else if (c === ')' || c === ']' || c === '}') {
      const opened = stack.pop();
      if (opened !== '${' && opened !== { ')': '(', ']': '[', '}': '{' }[c]) throw new Error(`unbalanced ${c} at ${i}`);
      if (stack.length === 0) return i;
    }
    if (i < 0) break;
    i++;
  }
  throw new Error(`no bracket closes the one at ${open}`);
}

/**
 * `file` with an edit step's code done to it: its `import` lines added after the file's last
 * import, and the entry it shows after `…the others…` in `export const NAME = …` added at the end
 * of that list (array or object) in the file.
 */
export function applyEdit(file: string, code: string): string {
  const lines = code.split('\n');
  const imports = lines.filter((line) => line.startsWith('import '));
  const declaration = lines.filter((line) => !line.startsWith('import ')).join('\n');
  const name = /export const (\w+) = /.exec(declaration)?.[1];
  const placeholder = declaration.indexOf('…the others…');
  if (!name || placeholder < 0) throw new Error(`an edit must show "export const NAME = …" with "…the others…": ${code}`);
  const opener = declaration.search(/[[{]/);
  const closer = matchingClose(declaration, opener);
  const afterPlaceholder = declaration.slice(placeholder).search(/\*\/|\n/) + placeholder;
  const entry = declaration
    .slice(afterPlaceholder, closer)
    .replace(/^\*\//, '')
    .replace(/^\n/, '')
    .replace(/^,\s*/, '')
    .replace(/\s+$/, '');

  const at = file.indexOf(`export const ${name} `);
  if (at < 0) throw new Error(`no "export const ${name}" to add to`);
  const fileOpener = at + file.slice(at).search(declaration[opener] === '[' ? /\[/ : /\{/);
  const fileCloser = matchingClose(file, fileOpener);
  let out: string;
  if (entry.includes('\n')) {
    const lineStart = file.lastIndexOf('\n', fileCloser) + 1;
    out = `${file.slice(0, lineStart)}${entry}\n${file.slice(lineStart)}`;
  } else out = `${file.slice(0, fileCloser).replace(/,?\s*$/, '')}, ${entry}${file.slice(fileCloser)}`;
  const fileLines = out.split('\n');
  const lastImport = fileLines.reduce((last, line, i) => (line.startsWith('import ') ? i : last), -1);
  fileLines.splice(lastImport + 1, 0, ...imports);
  return fileLines.join('\n');
}

/** `file` with an export step's lines added after its last `export` line. */
export function applyExport(file: string, code: string): string {
  const lines = file.split('\n');
  const lastExport = lines.reduce((last, line, i) => (line.startsWith('export ') ? i : last), -1);
  if (lastExport < 0) throw new Error('no export line to add after');
  lines.splice(lastExport + 1, 0, ...code.trimEnd().split('\n'));
  return lines.join('\n');
}

/** package.json's text with a subpath step's entries (`"./controllers/NAME": {…}`) added to `exports`, before `./package.json`. */
export function applySubpath(manifestText: string, code: string): string {
  const manifest = JSON.parse(manifestText) as { exports: Record<string, unknown> };
  const added = JSON.parse(`{${code.trim().replace(/,$/, '')}}`) as Record<string, unknown>;
  const { './package.json': own, ...others } = manifest.exports;
  manifest.exports = { ...others, ...added, ...(own === undefined ? {} : { './package.json': own }) };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
