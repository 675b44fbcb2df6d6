import fs from 'node:fs';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import {codeColoursCss} from '../../theme/CodeBlock/tokenColours';

/**
 * Writes the code colours of config/prism.ts as a stylesheet every page loads (src/theme/CodeBlock/tokenColours.ts
 * explains why they are classes). Generated, so the colours have one source; the build fails if the two themes
 * do not style the same token types.
 */
const codeColoursPlugin: PluginModule = (context) => {
  const file = path.join(context.generatedFilesDir, 'code-colours', 'colours.css');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, codeColoursCss());
  return {
    name: 'code-colours',
    getClientModules: () => [file],
  };
};

export default codeColoursPlugin;
