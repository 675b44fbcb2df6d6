import React from 'react';
import ScrollableTable from '@site/src/components/mdx/ScrollableTable';
import type {ContractReferenceDoc} from '@site/src/protocol/types';
import Params from './Params';
import {useRowAnchors} from './useRowAnchor';
import styles from './styles.module.css';

/**
 * Every custom error in a contract's ABI with its selector (what a failed call's revert data starts with),
 * its parameters, when the contract raises it and what to do about it.
 */
export default function ErrorTable({reference}: {reference: ContractReferenceDoc}): React.JSX.Element {
  useRowAnchors(reference.errors.map((error) => `error-${error.name}`));
  return (
    <ScrollableTable className={styles.table} data-abi-errors={reference.contract}>
      <thead>
        <tr>
          <th scope="col">Error</th>
          <th scope="col">Selector</th>
          <th scope="col">Parameters</th>
          <th scope="col">When</th>
          <th scope="col">What to do</th>
        </tr>
      </thead>
      <tbody>
        {reference.errors.map((error) => (
          <tr key={error.name} id={`error-${error.name}`} data-selector={error.selector}>
            <th scope="row" className={styles.nameCell}>
              <code className={styles.name}>{error.name}</code>
            </th>
            <td data-label="Selector">
              <code>{error.selector}</code>
            </td>
            <td data-label="Parameters">
              <Params params={error.inputs} />
            </td>
            <td data-label="When">
              <InlineCode text={error.meaning} />
            </td>
            <td data-label="What to do">
              <InlineCode text={error.remedy} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** The explanations are plain strings in a data file; `backticks` in them become code. */
function InlineCode({text}: {text: string}): React.JSX.Element {
  return (
    <>
      {text
        .split(/(`[^`]+`)/)
        .map((part, index) =>
          part.startsWith('`') && part.endsWith('`') ? <code key={index}>{part.slice(1, -1)}</code> : part,
        )}
    </>
  );
}
