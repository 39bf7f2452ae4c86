import type { Stats } from 'node:fs';

/**
 * What a name that is not a regular file is, in words, for a refusal: from `lstat` a link is
 * "a symbolic link"; from `stat` or `fstat` (which follow links) it is what the link names.
 */
export function fileKind(stats: Stats): string {
  if (stats.isSymbolicLink()) return 'a symbolic link';
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a pipe (FIFO)';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}
