// Wrapped, not ejected: two docs may share a short title ("Atoms" is both the primitives reference and the
// fundamentals page), and a search result or a browser tab must tell them apart. Such docs get their folder's
// name after the title in <title> and og:title; the page's H1 stays as written.
import React from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof MetadataType>;

const folderLabel = (docId: string): string => {
  const folder = docId.split('/').slice(-2, -1)[0] ?? '';
  return folder.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
};

export default function MetadataWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  const {docs} = useDocsVersion();
  const shared = Object.values(docs).some((doc) => doc.id !== metadata.id && doc.title === metadata.title);
  return (
    <>
      <Metadata {...props} />
      {shared && <PageMetadata title={`${metadata.title} · ${folderLabel(metadata.id)}`} />}
    </>
  );
}
