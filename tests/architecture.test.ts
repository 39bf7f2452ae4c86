import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('house rules', () => {
  const simFiles = sourceFiles(join(root, 'src/sim'));

  it('the simulation never imports Phaser, the game or the UI, nor touches the DOM', () => {
    const offenders = simFiles.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /from\s+['"]phaser['"]|from\s+['"][./]*\.\.\/(game|ui|app)\b|\bdocument\.[a-zA-Z]|\bwindow\.[a-zA-Z]/.test(text);
    });
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });

  it('the simulation is deterministic: no Math.random and no clock', () => {
    const offenders = simFiles.filter((file) => /Math\.random|Date\.now|performance\.now|new Date\(/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });

  it('no source writes HTML from strings or evaluates code', () => {
    const offenders = sourceFiles(join(root, 'src')).filter((file) => /\.innerHTML\s*=|insertAdjacentHTML|\beval\(|new Function\(/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });

  it('nor by the other doors: outerHTML, document.write, HTML parsers, srcdoc, string timers', () => {
    const doors = /\.outerHTML\s*=|document\.write(ln)?\(|createContextualFragment|DOMParser|\.srcdoc\s*=|set(Timeout|Interval)\(\s*['"`]/;
    const offenders = sourceFiles(join(root, 'src')).filter((file) => doors.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });
});
