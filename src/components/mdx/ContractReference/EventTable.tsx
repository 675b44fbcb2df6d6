import React from 'react';
import ScrollableTable from '@site/src/components/mdx/ScrollableTable';
import type {ContractReferenceDoc} from '@site/src/protocol/types';
import Params from './Params';
import {useRowAnchors} from './useRowAnchor';
import styles from './styles.module.css';

/** Every event in a contract's ABI with its full signature, topic 0 and fields (indexed ones marked). */
export default function EventTable({reference}: {reference: ContractReferenceDoc}): React.JSX.Element {
  useRowAnchors(reference.events.map((event) => `event-${event.name}`));
  return (
    <ScrollableTable className={styles.table} data-abi-events={reference.contract}>
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">Topic 0</th>
          <th scope="col">Fields</th>
        </tr>
      </thead>
      <tbody>
        {reference.events.map((event) => (
          <tr key={event.name} id={`event-${event.name}`} data-topic={event.topic0}>
            <th scope="row" className={styles.nameCell}>
              <code className={styles.name}>{event.name}</code>
              <code className={styles.signature} title={event.display}>
                {event.signature}
              </code>
            </th>
            <td data-label="Topic 0">
              <code className={styles.hash}>{event.topic0}</code>
            </td>
            <td data-label="Fields">
              <Params params={event.inputs} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
