/** SPEC §9: exactly these additional languages (registered on first use by src/features/code-blocks). */
export const additionalLanguages = [
  'dart',
  'ruby',
  'groovy',
  'kotlin',
  'java',
  'swift',
  'objectivec',
  'json',
  'bash',
  'solidity',
  'typescript',
  'javascript',
  'cpp',
];
