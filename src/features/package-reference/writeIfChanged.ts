import fs from 'node:fs';
import path from 'node:path';

/**
 * Makes `dir` hold exactly `files` (full path → text): rewrites only what changed, so `docusaurus start` does not
 * rebuild every page on each config load, and removes files no longer generated.
 */
export function writeIfChanged(dir: string, files: ReadonlyMap<string, string>): void {
  const existing = new Set<string>();
  const walk = (folder: string): void => {
    if (!fs.existsSync(folder)) return;
    for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
      const full = path.join(folder, entry.name);
      if (entry.name.startsWith('.')) continue; // another build's file being written
      if (entry.isDirectory()) walk(full);
      else existing.add(full);
    }
  };
  walk(dir);
  for (const [file, text] of files) {
    existing.delete(file);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
    fs.mkdirSync(path.dirname(file), {recursive: true});
    // Written aside and renamed: `npm test` runs two builds at once, and neither may read the other's half-written file.
    const aside = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}`);
    fs.writeFileSync(aside, text);
    fs.renameSync(aside, file);
  }
  for (const stale of existing) fs.rmSync(stale, {force: true});
}
