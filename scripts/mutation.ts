/**
 * `npm run test:mutation [group…]`: StrykerJS over the pure modules, one group at a time (stryker.config.mjs lists
 * them: curves, protocol, search, rules), then each group's score from its JSON report. On demand, not in `npm test`:
 * it runs the guarding unit specs once per mutant. STRYKER_CONCURRENCY sets the parallel mutants (default 2).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..');
const all = ['curves', 'protocol', 'search', 'rules'];

interface Report {
  files: Record<string, {mutants: {status: string}[]}>;
}

function score(name: string): string {
  const report = JSON.parse(fs.readFileSync(path.join(root, 'reports/mutation', `${name}.json`), 'utf8')) as Report;
  const lines: string[] = [];
  for (const [file, {mutants}] of Object.entries(report.files)) {
    const detected = mutants.filter((m) => m.status === 'Killed' || m.status === 'Timeout').length;
    const valid = mutants.filter((m) => !['CompileError', 'RuntimeError', 'Ignored'].includes(m.status)).length;
    const survived = mutants.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage').length;
    lines.push(
      `  ${file}: ${valid ? ((100 * detected) / valid).toFixed(1) : 'n/a'}% (${detected}/${valid} detected, ${survived} survived)`,
    );
  }
  return lines.join('\n');
}

const names = process.argv.slice(2);
for (const name of names.length ? names : all) {
  if (!all.includes(name)) throw new Error(`unknown group ${name}; groups: ${all.join(', ')}`);
  const run = spawnSync('npx', ['stryker', 'run'], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, STRYKER_GROUP: name},
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  console.log(`mutation score, ${name}:\n${score(name)}`);
}
