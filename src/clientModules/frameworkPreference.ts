import {createStorageSlot} from '@docusaurus/theme-common';
import type {ClientModule} from '@docusaurus/types';

/**
 * SPEC §2.3: a `framework` query parameter on any page becomes the preferred tab, so every
 * <Tabs groupId="framework"> opens on it, on this page and the next ones.
 */
const frameworkSlot = createStorageSlot('docusaurus.tab.framework');

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({location}) => {
  const framework = new URLSearchParams(location.search).get('framework');
  if (framework) frameworkSlot.set(framework);
};
