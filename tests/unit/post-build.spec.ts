import fs from 'node:fs';
import {expect, test} from '@playwright/test';
import {postBuildPipeline, type PostBuildProps, type PostBuildStep} from '../../src/plugins/post-build';
import {filesUnder} from '../support/sourceFiles';

/**
 * The build's work on its own output runs in the order docusaurus.config.ts declares (src/plugins/post-build): core
 * starts every plugin's postBuild at once, so a step that reads the pages another fills must come in a later stage.
 */
test('a post-build stage starts only when the stage before has finished, and the steps of a stage run side by side', async () => {
  const log: string[] = [];
  const step = (name: string, ms: number): PostBuildStep => ({
    name,
    run: async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`end ${name}`);
    },
  });
  const plugin = await postBuildPipeline([
    [step('diagrams', 60)],
    [step('search', 40), step('markdown', 10)],
    [step('rules', 0)],
  ])({} as never, {} as never);
  await plugin!.postBuild!({} as PostBuildProps);
  expect(log).toEqual([
    'start diagrams',
    'end diagrams',
    'start search',
    'start markdown',
    'end markdown',
    'end search',
    'start rules',
    'end rules',
  ]);
});

test('no other local plugin has a postBuild hook of its own, which core would run beside the pipeline', () => {
  const hooks = filesUnder('src', /\.(ts|tsx)$/)
    .filter((file) => file !== 'src/plugins/post-build/index.ts')
    .filter((file) => /\bpostBuild\s*[:(]/.test(fs.readFileSync(file, 'utf8')));
  expect(hooks).toEqual([]);
});
