import React, {Suspense, lazy, useEffect, useRef, useState, type ComponentProps} from 'react';
import type OriginalMermaidType from '@theme-original/Mermaid';
import styles from './styles.module.css';

/**
 * Wraps the theme's Mermaid component so the Mermaid library (about 270 KB gzip) is fetched only when a
 * diagram comes near the viewport, instead of with every docs page: MDXComponents imports @theme/Mermaid
 * statically, so without this wrapper the library is part of every page that renders MDX. Configuration
 * cannot change that import, hence the swizzle (wrap, not eject).
 */
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

type Props = ComponentProps<typeof OriginalMermaidType>;

export default function Mermaid(props: Props): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      // Start loading a screen ahead, so a reader scrolling normally never sees the placeholder.
      {rootMargin: '100% 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const placeholder = (
    <div className={styles.placeholder} role="img" aria-label="Diagram loading" aria-busy="true" />
  );
  return (
    <div ref={ref} className={styles.diagram} data-mermaid-diagram="">
      {near ? <Suspense fallback={placeholder}>{<OriginalMermaid {...props} />}</Suspense> : placeholder}
    </div>
  );
}
