import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import PageHeader from '@site/src/components/chrome/PageHeader';
import PageMain from '@site/src/components/chrome/PageMain';
import InstallSection from '@site/src/components/mdx/InstallSection';
import {sortedUiKitGroups} from '@site/src/data/uiKitComponents';
import SitePageLayout from '@site/src/pages/_components/SitePageLayout';

import styles from './1ui.module.css';

const storybookUrl = 'https://0xintuition.github.io/intuition-ts/';

export default function OneUiPage(): ReactNode {
  return (
    <SitePageLayout page="oneUi">
      <PageMain>
        <PageHeader
          title="1ui"
          lead={
            <>
              1ui is the React component library that Intuition built for Portal. It is a design system on shadcn/ui,
              Radix and Tailwind, with generic primitives plus components for identities, claims and stakes. You can
              browse every component in its <Link href={storybookUrl}>Storybook</Link>.
            </>
          }
        />

        <section className="margin-bottom--xl">
          <Heading as="h2" id="status">
            Status
          </Heading>
          <p>
            1ui started inside the intuition-ts monorepo as Portal’s own library. The repository held version 0.3.0 in
            October 2025, and the package was removed from the monorepo in the “SDK Production Release” commit of
            2025-12-07. The npm registry lists a later 0.3.6; its publication date has not been verified. Treat 1ui as a
            reference for Portal’s look rather than a maintained dependency, and pin the version you test with.
          </p>
        </section>

        <InstallSection command="npm install @0xintuition/1ui">
          <p>
            The package name has the <code>@0xintuition</code> scope. Older documentation showed{' '}
            <code>@intuition/1ui</code> and components such as Container, Grid, Stack, Modal and ThemeProvider; none of
            those are in the package. The components are styled with Tailwind; follow the package README to set up
            styles in your app.
          </p>
        </InstallSection>

        <section className="margin-bottom--xl">
          <Heading as="h2" id="components">
            Components
          </Heading>
          <p>
            The list below comes from the package source. Open the <Link href={storybookUrl}>Storybook</Link> to see
            each one rendered with its props.
          </p>
          <div className={styles.groups}>
            {sortedUiKitGroups.map((group) => (
              <section key={group.id} className={styles.group}>
                <Heading as="h3" id={group.id}>
                  {group.title}
                </Heading>
                <p>{group.description}</p>
                <ul className={styles.names} aria-label={`${group.title} components`}>
                  {group.components.map((name) => (
                    <li key={name}>
                      <code>{name}</code>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>

        <section>
          <Heading as="h2" id="next-steps">
            Next steps
          </Heading>
          <ul>
            <li>
              See the components in use in <Link to="/docs/network/testnet/portal">Portal</Link>.
            </li>
            <li>
              Build the data layer with the <Link to="/sdks/protocol-sdk">SDK</Link> and the{' '}
              <Link to="/graphql">GraphQL API</Link>.
            </li>
            <li>
              Find templates and other tools in <Link to="/community-packages">community packages</Link>.
            </li>
          </ul>
        </section>
      </PageMain>
    </SitePageLayout>
  );
}
