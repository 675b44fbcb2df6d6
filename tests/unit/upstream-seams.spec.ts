import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {
  futureKeysSet,
  futureV4FlagsOn,
  packageRoot,
  recordedDocusaurusVersion,
  seams,
  upstreamFile,
} from '../../config/seams';

// The site being checked: TEST_SITE_DIR lets an upgrade rehearsal point this spec at another checkout's node_modules.
const siteDir = process.env.TEST_SITE_DIR ?? path.resolve(__dirname, '../..');
const repoDir = path.resolve(__dirname, '../..');

const sha256 = (file: string): string =>
  crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);

/** The future-flag defaults of the installed core (a private module, read at its path in the site's node_modules). */
function coreDefaults(): {
  DEFAULT_FUTURE_CONFIG: Record<string, unknown>;
  DEFAULT_FUTURE_V4_CONFIG: Record<string, boolean>;
} {
  const validation = path.join(packageRoot('@docusaurus/core', siteDir), 'lib/server/configValidation.js');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- no public export holds these defaults
  return require(validation) as ReturnType<typeof coreDefaults>;
}

test.describe('framework seams (config/seams.ts)', () => {
  test('every seam names files that exist here and tests that exist', () => {
    for (const seam of seams) {
      for (const file of [...seam.here, ...seam.heldBy.map((t) => t.split(' ')[0] ?? t)]) {
        expect(fs.existsSync(path.join(repoDir, file)), `seam "${seam.id}": ${file} does not exist`).toBe(true);
      }
    }
  });

  // One test per seam, so a Docusaurus bump lists in the report every seam whose upstream file changed.
  for (const seam of seams.filter((s) => s.kind !== 'future flag')) {
    test(`upstream of seam "${seam.id}" is unchanged since ${recordedDocusaurusVersion}`, () => {
      for (const {pkg, file, sha256: recorded} of seam.upstream) {
        const installed = path.join(packageRoot(pkg, siteDir), file);
        expect(fs.existsSync(installed), `seam "${seam.id}": upstream ${pkg}/${file} is gone`).toBe(true);
        expect(
          sha256(installed),
          `seam "${seam.id}": upstream ${pkg}/${file} changed. Re-review ${seam.here.join(', ')} ` +
            `(${seam.breaksOnUpgrade}), run ${seam.heldBy.join(', ')}, then record the new hash in config/seams.ts`,
        ).toBe(recorded);
      }
    });
  }

  test('alias targets resolve, and a missing one fails naming its seam', () => {
    for (const seam of seams.filter((s) => s.kind === 'alias')) {
      expect(fs.existsSync(upstreamFile(seam.id, siteDir)), `seam "${seam.id}"`).toBe(true);
    }
    const alias = seams.find((s) => s.kind === 'alias');
    if (!alias) throw new Error('no alias seam');
    const [first] = alias.upstream;
    if (!first) throw new Error('alias seam without upstream');
    const moved = {...alias, id: 'test moved alias', upstream: [{...first, file: 'lib/moved-away.js'}]};
    seams.push(moved);
    try {
      expect(() => upstreamFile(moved.id, siteDir)).toThrow(/Framework seam "test moved alias".*no longer exists/);
    } finally {
      seams.pop();
    }
  });

  test('seam "future flags": the installed core defines exactly the v4 flags reviewed here', () => {
    const {DEFAULT_FUTURE_V4_CONFIG} = coreDefaults();
    expect(
      Object.keys(DEFAULT_FUTURE_V4_CONFIG).sort(),
      'seam "future flags": upstream v4 flags changed. Decide each new flag in docusaurus.config.ts future.v4 ' +
        '(heading ids, storage keys, …) and update futureV4FlagsOn in config/seams.ts',
    ).toEqual([...futureV4FlagsOn].sort());
  });

  test('seam "future flags": every future key the config sets is one the installed core defines', () => {
    const {DEFAULT_FUTURE_CONFIG} = coreDefaults();
    const gone = futureKeysSet.filter((key) => !(key in DEFAULT_FUTURE_CONFIG));
    expect(
      gone,
      'seam "future flags": docusaurus.config.ts sets future keys the installed core no longer defines ' +
        '(3.10 renamed experimental_faster to faster); rename them there and in futureKeysSet',
    ).toEqual([]);
  });

  test('futureKeysSet lists exactly the keys docusaurus.config.ts sets under future', () => {
    // The config imports ESM-only plugins, so its future block is read as text: a key added there without a line in
    // config/seams.ts fails here.
    const config = fs.readFileSync(path.join(repoDir, 'docusaurus.config.ts'), 'utf8');
    const block = /\n {2}future: \{\n([\s\S]*?)\n {2}\},\n/.exec(config)?.[1] ?? '';
    const keys = [...block.matchAll(/^ {4}(\w+):/gm)].map((m) => m[1]);
    expect(keys.sort()).toEqual([...futureKeysSet].sort());
  });
});
