/**
 * `npm run unity:metas`: writes the .meta file Unity needs beside every file and folder of the C#
 * port's Unity package (ports/csharp). A package installed from a git URL is immutable: Unity
 * cannot write the metas itself, and ignores an asset that has none. Each GUID is the MD5 of the
 * package's name and the asset's path in the package, so it is the same on every machine and
 * every run, and a moved file gets a new one. `--check` writes nothing and exits 1 when a meta is
 * missing, differs or has no asset (tests/ports/unityPackage.test.ts checks the same).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const unityPackageDir = resolve(fileURLToPath(import.meta.url), '..', '..', 'ports', 'csharp');

/** The package's assets, files and folders, as paths in the package with '/' (metas not included). */
export function unityAssets(dir = unityPackageDir): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder)
      .filter((name) => !name.endsWith('.meta') && !name.startsWith('.'))
      .sort()
      .flatMap((name) => {
        const path = join(folder, name);
        const asset = relative(dir, path).split(sep).join('/');
        return statSync(path).isDirectory() ? [asset, ...walk(path)] : [asset];
      });
  return walk(dir);
}

/** An asset's GUID: 32 hex digits, from the package's name and the asset's path. */
export function unityGuid(packageName: string, asset: string): string {
  return createHash('md5').update(`${packageName}/${asset}`).digest('hex');
}

/** The importer Unity gives an asset of this kind, with the settings it writes by default. */
function importer(asset: string, folder: boolean): string {
  if (folder) return 'folderAsset: yes\nDefaultImporter:\n  externalObjects: {}\n';
  if (asset.endsWith('.cs'))
    return (
      'MonoImporter:\n  externalObjects: {}\n  serializedVersion: 2\n  defaultReferences: []\n  executionOrder: 0\n  icon: ' +
      '{instanceID: 0}\n'
    );
  if (asset.endsWith('.asmdef')) return 'AssemblyDefinitionImporter:\n  externalObjects: {}\n';
  if (asset === 'package.json') return 'PackageManifestImporter:\n  externalObjects: {}\n';
  if (/\.(md|txt|json)$/.test(asset)) return 'TextScriptImporter:\n  externalObjects: {}\n';
  return 'DefaultImporter:\n  externalObjects: {}\n';
}

/** Every meta the package needs: its path in the package and its text. */
export function expectedMetas(dir = unityPackageDir): Map<string, string> {
  const packageName = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string }).name;
  return new Map(
    unityAssets(dir).map((asset) => {
      const folder = statSync(join(dir, asset)).isDirectory();
      const text =
        `fileFormatVersion: 2\nguid: ${unityGuid(packageName, asset)}\n${importer(asset, folder)}  userData: \n  assetBundleName: ` +
        `\n  assetBundleVariant: \n`;
      return [`${asset}.meta`, text];
    }),
  );
}

/** The metas in the package that are not as expectedMetas would write them: missing, different, or with no asset. */
export function staleMetas(dir = unityPackageDir): string[] {
  const expected = expectedMetas(dir);
  const present: string[] = [];
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.meta')) present.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  const wrong = [...expected]
    .filter(([meta, text]) => !existsSync(join(dir, meta)) || readFileSync(join(dir, meta), 'utf8') !== text)
    .map(([meta]) => meta);
  const orphans = present.filter((meta) => !expected.has(meta)).map((meta) => `${meta} (no asset)`);
  return [...wrong, ...orphans];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const stale = staleMetas();
  if (process.argv.includes('--check')) {
    process.stdout.write(
      stale.length === 0 ? 'every meta is up to date\n' : `stale: ${stale.join(', ')} (npm run unity:metas writes them)\n`,
    );
    process.exit(stale.length === 0 ? 0 : 1);
  }
  for (const [meta, text] of expectedMetas()) if (stale.includes(meta)) writeFileSync(join(unityPackageDir, meta), text);
  const orphans = stale.filter((meta) => meta.endsWith(' (no asset)'));
  process.stdout.write(`wrote ${stale.length - orphans.length} metas${orphans.length > 0 ? `; delete ${orphans.join(', ')}` : ''}\n`);
}
