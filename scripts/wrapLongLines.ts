/**
 * Wraps what Prettier leaves over the line width: long string and template literals split with `+` at
 * a space, long `//` and `/** *\/` comment lines re-wrapped at words. `npm run format` runs Prettier, then this, in turn until nothing
 * changes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript-5.9';
import { LINE_WIDTH } from './lineWidth';

/** Literals shorter than this are left alone: splitting them gains too little. */
const MIN_SPLIT_LENGTH = 24;
/** The shortest piece a literal is cut into (a shorter tail stays with the piece before it). */
const MIN_PIECE = 12;

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The start offset of each line of `text`. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

/** The indentation of the line that holds `offset`. */
function indentAt(text: string, starts: number[], offset: number): number {
  const start = starts[lineIndexOf(starts, offset)] as number;
  let i = start;
  while (text[i] === ' ') i++;
  return i - start;
}

function lineIndexOf(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Whether a literal here may become `a + b` with the same meaning and type. */
function splittable(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return false;
  if (ts.isImportTypeNode(parent) || ts.isLiteralTypeNode(parent) || ts.isModuleDeclaration(parent)) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent)) && parent.name === node)
    return false;
  if (ts.isPropertySignature(parent) || ts.isEnumMember(parent) || ts.isElementAccessExpression(parent)) return false;
  if (ts.isCaseClause(parent) || ts.isExpressionStatement(parent)) return false;
  if (ts.isTaggedTemplateExpression(parent)) return false;
  // Inside a template's `${…}` a split changes nothing: Prettier keeps the template on its line.
  for (let up: ts.Node | undefined = parent; up && !ts.isStatement(up); up = up.parent) if (ts.isTemplateSpan(up)) return false;
  // `as const` keeps literal types, which a concatenation loses: a literal that is the asserted value
  // or an element of an asserted tuple stays whole (a property's prose may be split).
  for (let up: ts.Node = parent; ; up = up.parent) {
    if (ts.isAsExpression(up) || ts.isSatisfiesExpression(up)) return !(ts.isAsExpression(up) && up.type.getText() === 'const');
    if (!ts.isArrayLiteralExpression(up) && !ts.isParenthesizedExpression(up)) return true;
  }
}

/** Break points in `raw` (the literal's source text): after a space not escaped and outside `${…}`. */
function breakPoints(raw: string, isTemplate: boolean, alternatives = false): number[] {
  const points: number[] = [];
  let depth = 0;
  for (let i = 1; i < raw.length - 1; i++) {
    const c = raw[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (isTemplate && c === '$' && raw[i + 1] === '{' && depth === 0) {
      depth = 1;
      i++;
      continue;
    }
    if (depth > 0) {
      // Nested braces and strings inside a substitution: count braces only (good enough for our code;
      // a wrong guess is caught by the type check and the tests).
      if (c === '{') depth++;
      else if (c === '}') depth--;
      continue;
    }
    if ((c === ' ' && raw[i + 1] !== ' ') || (alternatives && c === '|')) points.push(i + 1);
  }
  return points;
}

/** `raw` cut into pieces of at most `width` characters at its break points, each a literal of its own. */
function cut(raw: string, isTemplate: boolean, width: number, alternatives = false): string[] | null {
  const quote = raw[0] as string;
  // A literal that fits the width on a line too long with it is cut in two.
  if (raw.length - 2 <= width) width = Math.max(2 * MIN_PIECE, Math.ceil((raw.length - 2) / 2) + 8);
  const points = breakPoints(raw, isTemplate, alternatives).filter((p) => p >= MIN_PIECE && raw.length - 1 - p >= MIN_PIECE);
  if (points.length === 0) return null;
  const cuts: number[] = [];
  let from = 1;
  for (;;) {
    const limit = from + width;
    if (raw.length - 1 <= limit) break;
    const fit = points.filter((p) => p > from && p <= limit);
    const next = fit.length > 0 ? (fit[fit.length - 1] as number) : points.find((p) => p > from);
    if (next === undefined) break;
    cuts.push(next);
    from = next;
  }
  if (cuts.length === 0) return null;
  const pieces: string[] = [];
  let start = 1;
  for (const at of [...cuts, raw.length - 1]) {
    pieces.push(quote + raw.slice(start, at) + quote);
    start = at;
  }
  return pieces;
}

/** The edits that split the long literals on overlong lines of `source`. */
function literalEdits(file: ts.SourceFile, text: string, starts: number[], long: Set<number>): Edit[] {
  const edits: Edit[] = [];
  const visit = (node: ts.Node): void => {
    const isString = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
    const isTemplate = ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node);
    if (isString || ts.isTemplateExpression(node)) {
      const start = node.getStart(file);
      const end = node.getEnd();
      const first = lineIndexOf(starts, start);
      const last = lineIndexOf(starts, end);
      let onLong = false;
      for (let l = first; l <= last; l++) if (long.has(l)) onLong = true;
      if (onLong && first === last && end - start >= MIN_SPLIT_LENGTH && splittable(node)) {
        const width = Math.max(40, LINE_WIDTH - indentAt(text, starts, start) - 12);
        const pieces = cut(text.slice(start, end), isTemplate, width);
        if (pieces) {
          edits.push({ start, end, text: `(${pieces.join(' + ')})` });
          return;
        }
      }
    }
    if (ts.isRegularExpressionLiteral(node)) {
      const start = node.getStart(file);
      const end = node.getEnd();
      if (long.has(lineIndexOf(starts, start)) && end - start >= 60) {
        const edit = regexEdit(node.getText(file), Math.max(40, LINE_WIDTH - indentAt(text, starts, start) - 12));
        if (edit !== null) edits.push({ start, end, text: edit });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return edits;
}

/**
 * A long regex literal as `new RegExp('…' + '…', flags)`, its pattern cut at spaces or `|`; null
 * unless the two build the same pattern and flags (checked here by building both).
 */
function regexEdit(literal: string, width: number): string | null {
  const slash = literal.lastIndexOf('/');
  const pattern = literal.slice(1, slash);
  const flags = literal.slice(slash + 1);
  const raw = `'${pattern.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const pieces = cut(raw, false, width, true);
  if (pieces === null) return null;
  const built = `new RegExp(${pieces.join(' + ')}${flags ? `, '${flags}'` : ''})`;
  const before = new Function(`return ${literal};`)() as RegExp;
  const after = new Function(`return ${built};`)() as RegExp;
  return before.source === after.source && before.flags === after.flags ? built : null;
}

/** Words of `body` in lines of at most `width` characters (a word longer than that stays whole). */
function fill(body: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of body.split(/ +/).filter((w) => w.length > 0)) {
    if (line.length > 0 && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line.length > 0 ? `${line} ${word}` : word;
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/** Comment lines over the width, re-wrapped; trailing `//` comments moved above their line. */
function commentEdits(file: ts.SourceFile, text: string, starts: number[], long: Set<number>, inLiteral: Set<number>): Edit[] {
  const edits: Edit[] = [];
  const blocks: [number, number][] = [];
  const comments = lineCommentStarts(file, blocks);
  const inBlock = (offset: number): boolean => blocks.some(([from, to]) => from < offset && offset < to);
  const inFence = false;
  for (const index of [...long].sort((a, b) => a - b)) {
    if (inLiteral.has(index)) continue;
    const start = starts[index] as number;
    const end = index + 1 < starts.length ? (starts[index + 1] as number) - 1 : text.length;
    const line = text.slice(start, end);
    const indent = (/^ */.exec(line) as RegExpExecArray)[0];
    const own = /^( *)\/\/ ?(.*)$/.exec(line);
    if (own && comments.has(start + (own[1] as string).length)) {
      if (/^\s*(oxlint|eslint|@ts-|prettier-ignore|#region)/.test(own[2] as string)) continue;
      const wrapped = fill(own[2] as string, LINE_WIDTH - indent.length - 3).map((l) => `${indent}// ${l}`);
      if (wrapped.length > 1) edits.push({ start, end, text: wrapped.join('\n') });
      continue;
    }
    const star = /^( *)\* ?(.*)$/.exec(line);
    if (star && !inFence && inBlock(start + (star[1] as string).length)) {
      const body = star[2] as string;
      if (body.startsWith('```') || body.startsWith('|') || body.startsWith('@example')) continue;
      const closes = body.endsWith('*/');
      const words = closes ? body.slice(0, -2).trimEnd() : body;
      const wrapped = fill(words, LINE_WIDTH - indent.length - 2).map((l) => `${indent}* ${l}`);
      if (closes) wrapped.push(`${indent}*/`);
      if (wrapped.length > 1) edits.push({ start, end, text: wrapped.join('\n') });
      continue;
    }
    const single = /^( *)\/\*\*? (.*) \*\/$/.exec(line);
    if (single && inBlock(start + (single[1] as string).length + 1)) {
      const doc = line.trimStart().startsWith('/**');
      const wrapped = fill(single[2] as string, LINE_WIDTH - indent.length - 3).map((l) => `${indent} * ${l}`);
      edits.push({ start, end, text: [`${indent}${doc ? '/**' : '/*'}`, ...wrapped, `${indent} */`].join('\n') });
      continue;
    }
    // A trailing `//` comment on a code line: above the line, wrapped.
    const trailing = trailingComment(comments, text, start, end);
    if (trailing !== null) {
      const comment = text.slice(trailing, end).replace(/^\/\/ ?/, '');
      if (/^\s*(oxlint|eslint|@ts-|prettier-ignore)/.test(comment)) continue;
      const code = text.slice(start, trailing).trimEnd();
      const wrapped = fill(comment, LINE_WIDTH - indent.length - 3).map((l) => `${indent}// ${l}`);
      edits.push({ start, end, text: [...wrapped, code].join('\n') });
    }
  }
  return edits;
  // (a fence is not tracked across lines: fenced code in doc comments is short in this repository)
}

/** The start of every `//` comment of the file (scanned as the compiler scans it, templates and regexes included). */
function lineCommentStarts(file: ts.SourceFile, blocks: [number, number][] = []): Set<number> {
  const regexes = new Set<number>();
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) regexes.add(node.getStart(file));
    ts.forEachChild(node, visit);
  };
  visit(file);
  const found = new Set<number>();
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, file.text);
  const stack: ('brace' | 'template')[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia) found.add(scanner.getTokenStart());
    else if (kind === ts.SyntaxKind.MultiLineCommentTrivia) blocks.push([scanner.getTokenStart(), scanner.getTokenEnd()]);
    else if ((kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) && regexes.has(scanner.getTokenStart()))
      scanner.reScanSlashToken();
    else if (kind === ts.SyntaxKind.TemplateHead) stack.push('template');
    else if (kind === ts.SyntaxKind.OpenBraceToken) stack.push('brace');
    else if (kind === ts.SyntaxKind.CloseBraceToken) {
      if (stack[stack.length - 1] === 'template') {
        if (scanner.reScanTemplateToken(false) === ts.SyntaxKind.TemplateTail) stack.pop();
      } else stack.pop();
    }
  }
  return found;
}

/** Where a trailing `//` comment starts on the line [start, end), or null. */
function trailingComment(comments: Set<number>, text: string, start: number, end: number): number | null {
  const first = start + (/^ */.exec(text.slice(start, end)) as RegExpExecArray)[0].length;
  for (let i = first + 1; i < end; i++) if (comments.has(i)) return i;
  return null;
}

/** Lines inside a multi-line literal (a template's text), which a comment edit must not touch. */
function literalLines(file: ts.SourceFile, starts: number[]): Set<number> {
  const lines = new Set<number>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isTemplateExpression(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isStringLiteral(node) ||
      ts.isRegularExpressionLiteral(node)
    ) {
      const first = lineIndexOf(starts, node.getStart(file));
      const last = lineIndexOf(starts, node.getEnd());
      for (let l = first + 1; l <= last; l++) lines.add(l);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return lines;
}

function apply(text: string, edits: Edit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** One pass over `path`: whether it changed. */
export function wrapFile(path: string): boolean {
  const text = readFileSync(path, 'utf8');
  const starts = lineStarts(text);
  const long = new Set<number>();
  text.split('\n').forEach((line, i) => {
    if (line.length > LINE_WIDTH) long.add(i);
  });
  if (long.size === 0) return false;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edits = literalEdits(file, text, starts, long);
  const touched = new Set(edits.map((e) => lineIndexOf(starts, e.start)));
  const rest = new Set([...long].filter((l) => !touched.has(l)));
  edits.push(...commentEdits(file, text, starts, rest, literalLines(file, starts)));
  if (edits.length === 0) return false;
  writeFileSync(path, apply(text, edits));
  return true;
}

/** Lines of `path` over the width, in characters. */
function linesOver(path: string): number {
  return existsSync(path)
    ? readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => line.length > LINE_WIDTH).length
    : 0;
}

// `tsx scripts/wrapLongLines.ts [--round N] FILE…`: wraps the files' long lines; exits 0 when it changed
// none (the tree is stable), 1 when it changed some (Prettier runs again), and says which lines remain.
if (process.argv[1]?.endsWith('wrapLongLines.ts')) {
  const args = process.argv.slice(2);
  const round = args[0] === '--round' ? `round ${args[1]}: ` : '';
  const paths = args[0] === '--round' ? args.slice(2) : args;
  const changed = paths.filter((path) => existsSync(path) && wrapFile(path)).length;
  const left = paths.map((path) => [path, linesOver(path)] as const).filter(([, count]) => count > 0);
  console.log(`wrapLongLines: ${round}${changed} file(s) changed; ${left.length} file(s) with lines over ${LINE_WIDTH} characters`);
  if (changed === 0) for (const [path, count] of left) console.log(`  ${path}: ${count} line(s)`);
  process.exitCode = changed === 0 ? 0 : 1;
}
