import type {ReactNode} from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

interface Props {
  readonly children: ReactNode;
  readonly className?: string;
}

/**
 * The <main> element of every custom page: `container margin-vert--lg`, with running text kept to a
 * readable line length. (Links in running text are underlined site-wide by src/css/custom.css.)
 */
export default function PageMain({children, className}: Props): ReactNode {
  return <main className={clsx('container margin-vert--lg', styles.pageMain, className)}>{children}</main>;
}
