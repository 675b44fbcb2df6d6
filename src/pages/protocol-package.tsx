import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import PackageReference from '@site/src/features/package-reference/PackageReference';
import PageHeader from '@site/src/components/chrome/PageHeader';
import PageMain from '@site/src/components/chrome/PageMain';
import {protocolReadExample, protocolWriteExample} from '@site/src/data/codeExamples';
import {packageVersion, protocolExportGroups} from '@site/src/data/packageExports';
import SitePageLayout from '@site/src/pages/_components/SitePageLayout';

const nextSteps = [
  {label: 'SDK package: one-call helpers built on this package', to: '/sdks/protocol-sdk'},
  {
    label: 'MultiVault reference: every function, argument and revert',
    to: '/docs/developer-tools/contracts/multivault',
  },
  {label: 'Interactions: create, deposit and redeem step by step', to: '/docs/developer-tools/interactions/overview'},
  {label: 'Deployments: addresses per network', to: '/docs/developer-tools/contracts/deployments'},
  {label: 'Migration guide: moving from the version 1.5 helpers', to: '/docs/developer-tools/sdks/migration-guide'},
] as const;

export default function ProtocolPackagePage(): ReactNode {
  return (
    <SitePageLayout page="protocolPackage">
      <PageMain>
        <PageHeader
          title="@0xintuition/protocol"
          lead={
            <>
              The low-level TypeScript package for the Intuition contracts: typed ABIs, the mainnet and testnet chain
              definitions, deployment addresses and thin viem wrappers for the common MultiVault reads and writes and
              some TrustBonding reads (calls without a wrapper, such as <code>getVaultFees</code> or{' '}
              <code>claimRewards</code>, go through viem with the exported ABIs). Use it when you want control over
              every argument; the <Link to="/sdks/protocol-sdk">SDK</Link> builds friendlier helpers on top of it.
            </>
          }
        />
        <PackageReference
          idPrefix="protocol"
          installCommand="npm install @0xintuition/protocol viem"
          installNotes={
            <p>
              This page describes version {packageVersion}. viem 2 is a peer dependency, so install it alongside. The
              package is MIT licensed and lives in the intuition-ts monorepo under packages/protocol. Import everything
              from the package root: the <code>/core</code> and <code>/events</code> subpaths that its README mentions
              are not published.
            </p>
          }
          exportsIntro={
            <>
              <p>
                Each name below links to its entry in the{' '}
                <Link to="/docs/developer-tools/sdks/reference/protocol">@0xintuition/protocol reference</Link>: the
                signature, every parameter, the return type, known defects and the pages whose examples call it,
                generated from the package’s type declarations.
              </p>
              <p>
                Almost every helper takes a config object first. Reads take a <code>ReadConfig</code>,{' '}
                <code>{'{ address, publicClient }'}</code>; writes take a <code>WriteConfig</code>,{' '}
                <code>{'{ address, walletClient, publicClient }'}</code>. The address is the MultiVault for{' '}
                <code>multiVault*</code> helpers and the TrustBonding or WrappedTrust contract for theirs. Arguments go
                in <code>{'{ args: [...] }'}</code> in the contract’s order, and payable calls add <code>value</code>.
                Write helpers simulate the call first, then send it and return the transaction hash.
              </p>
              <p>
                Not exported: the AtomWallet, BaseEmissionsController and MultiVaultMigrationMode ABIs, and a
                current-epoch helper for MultiVault. Use <code>trustBondingCurrentEpoch</code> for the epoch.
              </p>
            </>
          }
          groups={protocolExportGroups}
          referencePackage="protocol"
          examples={[protocolReadExample, protocolWriteExample]}
          nextSteps={nextSteps}
        />
      </PageMain>
    </SitePageLayout>
  );
}
