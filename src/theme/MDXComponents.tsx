// Extends the MDX component registry (no ejection) so every doc can use the protocol-fact components without imports.
// Everything here loads with every docs page; components a few pages use (SnapAtom, OtherDeploymentsTable) are
// imported by those pages instead (issue 11).
import MDXComponents from '@theme-original/MDXComponents';
import AddNetworkButton from '@site/src/components/mdx/AddNetworkButton';
import ChainValue from '@site/src/components/mdx/ChainValue';
import ContractAddress from '@site/src/components/mdx/ContractAddress';
import NetworkTable from '@site/src/components/mdx/NetworkTable';
import ScrollableTable from '@site/src/components/mdx/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  AddNetworkButton,
  ChainValue,
  ContractAddress,
  NetworkTable,
};
