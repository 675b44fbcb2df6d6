import React from 'react';
import ScrollableTable from '@site/src/components/mdx/ScrollableTable';
import type {ContractReferenceDoc} from '@site/src/protocol/types';
import Params from './Params';
import {useRowAnchors} from './useRowAnchor';
import styles from './styles.module.css';

export interface FunctionTableProps {
  /** The generated reference, imported from `@generated/contract-reference/default/<Contract>.json`. */
  reference: ContractReferenceDoc;
  /** A group id from src/data/contractFunctionGroups.ts. */
  group: string;
}

/**
 * One task group of a contract's functions: name, canonical signature (the text the selector hashes; the
 * human-readable one with names is its tooltip), selector, mutability, parameters and returns.
 */
export default function FunctionTable({reference, group}: FunctionTableProps): React.JSX.Element {
  const found = reference.groups.find((g) => g.id === group);
  if (!found) throw new Error(`${reference.contract} has no function group "${group}"`);
  useRowAnchors(found.functions.map((fn) => `fn-${fn.name}`));
  return (
    <ScrollableTable className={styles.table} data-abi-functions={`${reference.contract}:${group}`}>
      <thead>
        <tr>
          <th scope="col">Function</th>
          <th scope="col">Selector</th>
          <th scope="col">Mutability</th>
          <th scope="col">Parameters</th>
          <th scope="col">Returns</th>
        </tr>
      </thead>
      <tbody>
        {found.functions.map((fn) => (
          <tr key={fn.name} id={`fn-${fn.name}`} data-selector={fn.selector}>
            <th scope="row" className={styles.nameCell}>
              <code className={styles.name}>{fn.name}</code>
              <code className={styles.signature} title={fn.display}>
                {fn.signature}
              </code>
            </th>
            <td data-label="Selector">
              <code>{fn.selector}</code>
            </td>
            <td data-label="Mutability">
              <span className={styles.mutability} data-mutability={fn.mutability}>
                {fn.mutability}
              </span>
            </td>
            <td data-label="Parameters">
              <Params params={fn.inputs} />
            </td>
            <td data-label="Returns">
              <Params params={fn.outputs} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
