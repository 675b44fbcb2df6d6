import React from 'react';
import CopyButton from '@site/src/components/mdx/CopyButton';
import styles from './styles.module.css';

export interface ExplorerAddressProps {
  address: string;
  /** The block explorer's origin, e.g. the chain's `blockExplorers.default.url`. */
  explorer: string;
  /** Names the address for the link title and the copy button: "MultiVault mainnet". */
  label: string;
}

/** An address linked to its page on a block explorer, with a copy button. */
export default function ExplorerAddress({address, explorer, label}: ExplorerAddressProps): React.JSX.Element {
  return (
    <span className={styles.explorerAddress}>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- an absolute URL opened in the same tab: Link would add target=_blank */}
      <a href={`${explorer}/address/${address}`} rel="noopener noreferrer" title={`${label} on the block explorer`}>
        <code className={styles.address}>{address}</code>
      </a>
      <CopyButton value={address} label={`Copy ${label} address`} />
    </span>
  );
}
