import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/**
 * The import graph of src/, read from the source text (comments left out): every file, its code and
 * each import it makes, resolved to the source file it reaches. The architecture tests read it.
 */

/** The repository's root. */
export const root = join(__dirname, '..');
const srcDir = join(root, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** A path relative to the repository, with forward slashes (how the messages name files). */
export function repoPath(path: string): string {
  return relative(root, path).split(sep).join('/');
}

/** The code without its comments, so that prose mentioning `window.x` or an import is not read as code. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/**
 * Every module specifier a file imports or re-exports: `import … from`, `import type … from`,
 * `export … from`, side-effect `import '…'` and dynamic `import('…')`.
 */
export function importSpecifiers(code: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] as string));
}

/** The source file a relative specifier names (`./x` → `./x.ts` or `./x/index.ts`), or null for other files (CSS…). */
function resolveRelative(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
    if (candidate.endsWith('.ts') && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The layers of src/: its folders, and `root` for src/main.ts (the composition root) and src/index.ts (the library entry). */
export type Layer = 'sim' | 'sandbox' | 'app' | 'game' | 'ui' | 'cli' | 'lab3d' | 'article' | 'root';

export function layerOf(file: string): Layer {
  const [first, second] = relative(srcDir, file).split(sep);
  if (second === undefined) return 'root';
  return first as Layer;
}

/** One import of one source file: what it wrote, and the source file it reaches (null for a package or a non-TS file). */
export interface ImportEdge {
  readonly from: string;
  readonly specifier: string;
  readonly target: string | null;
}

export const files = sourceFiles(srcDir);
export const codeOf = new Map(files.map((file) => [file, withoutComments(readFileSync(file, 'utf8'))]));
export const edges: ImportEdge[] = files.flatMap((file) =>
  importSpecifiers(codeOf.get(file) as string).map((specifier) => ({
    from: file,
    specifier,
    target: specifier.startsWith('.') ? resolveRelative(file, specifier) : null,
  })),
);
