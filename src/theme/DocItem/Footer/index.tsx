import React, {type ComponentProps} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import PageFeedback from '@site/src/components/chrome/PageFeedback';

type Props = ComponentProps<typeof Footer>;

// Wrapped, not ejected: the feedback question goes just above the theme's edit link and last-updated line.
export default function FooterWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <PageFeedback />
      <Footer {...props} />
    </>
  );
}
