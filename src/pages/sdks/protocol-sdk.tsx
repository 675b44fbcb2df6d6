import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import PackageReference from '@site/src/features/package-reference/PackageReference';
import PageHeader from '@site/src/components/chrome/PageHeader';
import PageMain from '@site/src/components/chrome/PageMain';
import {sdkExample} from '@site/src/data/codeExamples';
import {packageVersion, sdkExportGroups} from '@site/src/data/packageExports';
import SitePageLayout from '@site/src/pages/_components/SitePageLayout';

const nextSteps = [
  {label: 'SDK overview: setup, configuration and concepts', to: '/docs/developer-tools/sdks/overview'},
  {label: 'Create an atom, step by step', to: '/docs/developer-tools/interactions/create-atom'},
  {label: 'Create a triple, step by step', to: '/docs/developer-tools/interactions/create-triple'},
  {label: 'Deposit and redeem', to: '/docs/developer-tools/interactions/deposit-return'},
  {label: 'The protocol package underneath', to: '/protocol-package'},
] as const;

export default function ProtocolSdkPage(): ReactNode {
  return (
    <SitePageLayout page="protocolSdk">
      <PageMain>
        <PageHeader
          title="@0xintuition/sdk"
          lead={
            <>
              The high-level TypeScript SDK. One call creates an atom from a string, an address, a contract or a
              schema.org Thing; others create triples, stake, read from the GraphQL API and compute ids. It re-exports
              the whole <Link to="/protocol-package">protocol package</Link>, so one import covers both.
            </>
          }
        />
        <PackageReference
          idPrefix="sdk"
          installCommand="npm install @0xintuition/sdk viem"
          installNotes={
            <>
              <p>
                This page describes version {packageVersion}, the latest on npm. The SDK depends on
                @0xintuition/protocol and @0xintuition/graphql at the same version, which npm installs for you; viem 2
                is a peer dependency. The package is MIT licensed.
              </p>
              <p>
                Helpers that read from GraphQL use the graphql package’s shared client, which points at mainnet. To read
                testnet, install @0xintuition/graphql and call <code>{'configureClient({ apiUrl: API_URL_DEV })'}</code>{' '}
                once at startup. Newer docs describe <code>configureSdk</code> and a <code>pinApiKey</code> option;
                neither exists in {packageVersion}.
              </p>
            </>
          }
          exportsIntro={
            <>
              <p>
                Each name below links to its entry in the{' '}
                <Link to="/docs/developer-tools/sdks/reference/sdk">@0xintuition/sdk reference</Link>: the signature,
                every parameter, the return type, known defects and the pages whose examples call it, generated from the
                package’s type declarations.
              </p>
              <p>
                Write helpers take a <code>WriteConfig</code>, <code>{'{ address, publicClient, walletClient }'}</code>{' '}
                with the MultiVault address, and resolve to <code>{'{ transactionHash, state }'}</code>. For the
                single-atom helpers <code>state</code> is the created event’s arguments;{' '}
                <code>createTripleStatement</code> returns the whole parsed-log array as <code>state</code>, and the
                batch atom helpers resolve to <code>{'{ uris, state, transactionHash }'}</code> with one entry per atom.
                The atom helpers send the atom cost for you and add the optional deposit amount;{' '}
                <code>createTripleStatement</code> does not, so pass the triple cost plus any deposit as its{' '}
                <code>value</code>.
              </p>
              <div className="alert alert--info margin-bottom--md" role="note">
                The package README predates the code in places. <code>createAtomFromEthereumAccount</code> takes a bare
                address, the Pinata option is <code>pinataApiJWT</code>, <code>createTripleStatement</code> takes arrays
                plus a <code>value</code>, and the created id is <code>state.termId</code>. Helpers that pin metadata,
                such as <code>createAtomFromThing</code>, call the API’s <code>pinThing</code> mutation; docs from June
                2026 say pinning moved to a separate endpoint that needs an API key, which {packageVersion} does not
                send.
              </div>
            </>
          }
          groups={sdkExportGroups}
          referencePackage="sdk"
          examples={[sdkExample]}
          nextSteps={nextSteps}
        />
      </PageMain>
    </SitePageLayout>
  );
}
