// Wraps the footer copyright to put the social icon links above it (SPEC §2.4); the footer config has no slot for icons.
import React from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import SocialIcons from '@site/src/components/chrome/SocialIcons';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <SocialIcons />
      <Copyright {...props} />
    </>
  );
}
