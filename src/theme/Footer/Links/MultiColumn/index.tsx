/**
 * Ejected from @docusaurus/theme-classic@3.8.1 (Footer/Links/MultiColumn).
 * Changed: on narrow screens each column title is a button that opens and closes its links
 * (SPEC §2.4: "whether a footer accordion section is open is a local toggle"); on desktop the
 * columns render as upstream. The column is not swizzlable on its own, hence the ejection.
 */
import React, {useId, useState} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useWindowSize} from '@docusaurus/theme-common';
import LinkItem from '@theme/Footer/LinkItem';
import type {Props} from '@theme/Footer/Links/MultiColumn';
import styles from './styles.module.css';

type ColumnType = Props['columns'][number];
type ColumnItemType = ColumnType['items'][number];

function ColumnLinkItem({item}: {item: ColumnItemType}) {
  return item.html ? (
    <li
      className={clsx('footer__item', item.className)}
      // Developer provided the HTML, so assume it's safe.
      // eslint-disable-next-line react/no-danger -- the HTML is the site's own footer config (config/footer.ts)
      dangerouslySetInnerHTML={{__html: item.html}}
    />
  ) : (
    <li key={item.href ?? item.to} className="footer__item">
      <LinkItem item={item} />
    </li>
  );
}

function Column({column}: {column: ColumnType}) {
  const isMobile = useWindowSize() === 'mobile';
  const [open, setOpen] = useState(false);
  const listId = useId();
  const expanded = !isMobile || open;
  return (
    <div className={clsx(ThemeClassNames.layout.footer.column, 'col footer__col', styles.column, column.className)}>
      {isMobile ? (
        <button
          type="button"
          className={clsx('footer__title', styles.toggle)}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}>
          {column.title}
          <span className={clsx(styles.chevron, open && styles.chevronOpen)} aria-hidden="true" />
        </button>
      ) : (
        <div className="footer__title">{column.title}</div>
      )}
      <ul id={listId} className="footer__items clean-list" hidden={!expanded}>
        {column.items.map((item, i) => (
          <ColumnLinkItem key={i} item={item} />
        ))}
      </ul>
    </div>
  );
}

export default function FooterLinksMultiColumn({columns}: Props): React.JSX.Element {
  return (
    <div className="row footer__links">
      {columns.map((column, i) => (
        <Column key={i} column={column} />
      ))}
    </div>
  );
}
