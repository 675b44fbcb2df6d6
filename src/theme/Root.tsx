// Root wraps every page (the documented place for site-wide behaviour): it loads the optional
// third-party scripts, and only when their environment variables configured them at build time.
import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useThirdPartyScripts, type ThirdPartyConfig} from '@site/src/integrations/thirdPartyScripts';

export default function Root({children}: {children: ReactNode}): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  useThirdPartyScripts(siteConfig.customFields as unknown as ThirdPartyConfig);
  return <>{children}</>;
}
