import type {PluginModule} from '@docusaurus/types';

/**
 * /docs must answer by sending the reader to the main doc (SPEC §2.2, §3). The client-redirects plugin
 * silently skips it, because the docs plugin already owns /docs as its layout route, and giving a doc
 * the slug "/" would change the version's mainDocId. So this plugin adds an exact /docs page that
 * redirects: a meta refresh in the static HTML and a history.replace once React runs.
 */
const docsRootRedirectPlugin: PluginModule = () => ({
  name: 'docs-root-redirect',
  contentLoaded: async ({actions}) => {
    actions.addRoute({
      path: '/docs',
      exact: true,
      component: '@site/src/components/chrome/DocsRootRedirect',
    });
  },
});

export default docsRootRedirectPlugin;
