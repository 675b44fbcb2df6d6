import fs from 'node:fs';
import path from 'node:path';
import {testBuildDir} from './routes';

/**
 * The path of the build's Prism chunk: the one script that defines Prism's core API (`Prism.languages.insertBefore`
 * and `Prism.tokenize`, property names the minifier keeps). Found by content because chunk names are numbers.
 */
export function prismChunk(): string {
  const dir = path.join(testBuildDir, 'assets/js');
  const found = fs.readdirSync(dir).filter((name) => {
    const body = fs.readFileSync(path.join(dir, name), 'utf8');
    return body.includes('insertBefore:') && body.includes('tokenize:');
  });
  if (found.length !== 1) throw new Error(`expected one chunk with Prism in ${dir}, found ${found.length}`);
  return `/assets/js/${found[0]}`;
}
