import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

/**
 * The files under `dir` (relative to the repository) whose names match `pattern`, as repository-relative paths with
 * `/`; a folder listed in `skip` (also repository-relative) is not entered. For checks that read sources, not build/.
 */
export function filesUnder(dir: string, pattern: RegExp, skip: readonly string[] = []): string[] {
  return fs.readdirSync(path.join(repoRoot, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return skip.includes(rel) ? [] : filesUnder(rel, pattern, skip);
    return pattern.test(entry.name) ? [rel] : [];
  });
}
