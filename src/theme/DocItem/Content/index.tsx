import React, {type ComponentProps} from 'react';
import Content from '@theme-original/DocItem/Content';
import CopyPage from '@site/src/components/chrome/CopyPage';

type Props = ComponentProps<typeof Content>;

// Wrapped, not ejected: the copy-page bar sits above the doc's title, which only this component renders.
export default function ContentWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <CopyPage />
      <Content {...props} />
    </>
  );
}
