// Extends the MDX component registry (no ejection) so every doc can use the protocol-fact components without imports.
import MDXComponents from '@theme-original/MDXComponents';
import AddNetworkButton from '@site/src/components/AddNetworkButton';
import ChainValue from '@site/src/components/ChainValue';
import ContractAddress from '@site/src/components/ContractAddress';
import NetworkTable from '@site/src/components/NetworkTable';
import ScrollableTable from '@site/src/components/ScrollableTable';
import SnapAtom from '@site/src/components/SnapAtom';
import SnapAtomTable from '@site/src/components/SnapAtomTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  AddNetworkButton,
  ChainValue,
  ContractAddress,
  NetworkTable,
  SnapAtom,
  SnapAtomTable,
};
