/**
 * Components of the 1ui React library (@0xintuition/1ui), shown on /sdks/1ui.
 *
 * How to change an entry:
 * 1. Names come from the facts sheet (protocol-facts.md §13), which read them from
 *    0xIntuition/intuition-ts:packages/1ui/src/components/ at commit f923ac2. Do not add components
 *    from older docs (Container, Grid, Stack, Card, Modal, ThemeProvider, useBreakpoint): they are not in the package.
 * 2. Put a component in the group that matches its name. Group descriptions may only use what the
 *    sheet says (for example, that "Identity" is the old UI word for an atom and "Claim" for a triple).
 * 3. Keep names in alphabetical order within a group; `sortedUiKitGroups` keeps the groups in the order below.
 */

export interface UiKitGroup {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly components: readonly string[];
}

const groups: UiKitGroup[] = [
  {
    id: 'primitives',
    title: 'Primitives',
    description:
      'General-purpose building blocks in the shadcn/ui style, most of them on top of Radix: inputs, overlays, menus, tables and text.',
    components: [
      'Accordion',
      'AlertDialog',
      'Avatar',
      'Badge',
      'Button',
      'Checkbox',
      'Dialog',
      'DropdownMenu',
      'HoverCard',
      'Input',
      'Label',
      'Popover',
      'RadioGroup',
      'ScrollArea',
      'Select',
      'Separator',
      'Skeleton',
      'Switch',
      'Table',
      'Tabs',
      'Text',
      'Textarea',
      'Toaster',
      'Tooltip',
    ],
  },
  {
    id: 'identities',
    title: 'Identities',
    description:
      'Portal called atoms “identities”. These components present an atom or an account: as a card, a tag, a row, with its stake or with your position in it.',
    components: ['IdentityCard', 'IdentityPosition', 'IdentityRow', 'IdentityStakeCard', 'IdentityTag', 'ProfileCard'],
  },
  {
    id: 'claims',
    title: 'Claims',
    description:
      'Portal called triples “claims”. These components present a triple, its status, the stake behind it and your position on it.',
    components: ['Claim', 'ClaimPositionRow', 'ClaimRow', 'ClaimStakeCard', 'ClaimStatus'],
  },
  {
    id: 'positions-and-staking',
    title: 'Positions and staking',
    description:
      'Positions are the shares an account holds in a vault. These components show positions, stakes and stakeholders, and start a stake.',
    components: ['ActivePositionCard', 'FollowPosition', 'PositionCard', 'StakeButton', 'StakeholdersList', 'StakeTVL'],
  },
  {
    id: 'lists',
    title: 'Lists',
    description: 'Portal groups atoms into lists. These components show a list as a card, a grid or a page header.',
    components: ['ListCard', 'ListGrid', 'ListHeaderCard'],
  },
  {
    id: 'transactions',
    title: 'Transactions',
    description: 'Show the state of a transaction while it is being sent and after.',
    components: ['TransactionStatusCard', 'TransactionStatusIndicator'],
  },
  {
    id: 'display-and-layout',
    title: 'Display and layout',
    description: 'Values, charts, progress, tags, social links and layout pieces.',
    components: [
      'PieChart',
      'ProgressCard',
      'QuestHeaderCard',
      'SegmentedControl',
      'SidebarLayout',
      'SocialLinks',
      'TagsListInput',
      'Trunctacular',
      'ValueDisplay',
    ],
  },
];

/** Groups in display order; components alphabetical inside each group. */
export const sortedUiKitGroups: readonly UiKitGroup[] = groups.map((group) => ({
  ...group,
  components: [...group.components].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'})),
}));
