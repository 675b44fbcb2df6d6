import type {Plugin, PluginModule} from '@docusaurus/types';

/** What core hands every postBuild: the site's props, its routes, the output folder, the loaded plugins. */
export type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** One job the build does on its own output, named for the log and for the order below. */
export interface PostBuildStep {
  name: string;
  run: (props: PostBuildProps) => Promise<void> | void;
}

/**
 * The site's post-build steps, in a declared order. Docusaurus 3.8.1 starts every plugin's `postBuild` at once
 * (`Promise.all` in `@docusaurus/core/lib/commands/build/buildLocale.js`), so steps that read what another writes cannot
 * be hooks of separate plugins: the diagrams are drawn into the pages before anything reads them, and the serving
 * rules hash the inline scripts of the final pages. Each stage starts when the one before has finished; the steps of
 * one stage run side by side. docusaurus.config.ts declares the stages.
 */
export function postBuildPipeline(stages: PostBuildStep[][]): PluginModule {
  return () => ({
    name: 'post-build',
    postBuild: async (props) => {
      for (const stage of stages) await Promise.all(stage.map(async (step) => step.run(props)));
    },
  });
}
