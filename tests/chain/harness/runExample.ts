import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/**
 * How an example runs: its TypeScript is transpiled with TypeScript's transpileModule (types stripped, to
 * CommonJS, the same as `npx tsx file.ts` does in this package) into a temp directory, and run with plain Node.
 * Node then loads the packages from the repository's node_modules (NODE_PATH). This is several times cheaper than
 * starting tsx for each of the ~60 runs, and changes nothing the program does.
 */
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'intuition-docs-examples-'));
process.once('exit', () => fs.rmSync(outDir, {recursive: true, force: true}));
const compiled = new Map<string, string>();

/**
 * The CommonJS build of a repository TypeScript file (examples/…, or an absolute path), made once per process.
 * It keeps its path under the temp directory, as `.js` (CommonJS there: no package.json above it), and the files
 * it imports by relative path (a tutorial step's `./client`) are built beside it, so `require('./client')` resolves.
 */
export function compile(file: string): string {
  const full = path.resolve(repoRoot, file);
  const cached = compiled.get(full);
  if (cached) return cached;
  const {outputText} = ts.transpileModule(fs.readFileSync(full, 'utf8'), {
    fileName: full,
    compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true},
  });
  const relative = path.relative(repoRoot, full);
  const inRepo = !relative.startsWith('..') && !path.isAbsolute(relative);
  const out = path
    .join(outDir, inRepo ? relative : `${compiled.size}-${path.basename(full)}`)
    .replace(/\.tsx?$/, '.js');
  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.writeFileSync(out, outputText);
  compiled.set(full, out);
  for (const [, local] of outputText.matchAll(/require\("(\.{1,2}\/[^"]+)"\)/g)) {
    const base = path.resolve(path.dirname(full), local!);
    const source = ['.ts', '.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f));
    if (source) compile(source);
  }
  return out;
}

const preload = () => compile(path.join(__dirname, 'localNetwork.ts'));

export interface ExampleRun {
  readonly file: string;
  readonly args: readonly string[];
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunTarget {
  readonly rpcUrl: string;
  readonly graphqlUrl: string;
  readonly privateKey: string;
}

/**
 * Runs one example file as a reader would (`npx tsx examples/…`), with the page's code untouched: the only
 * additions are the preload that routes the package's RPC/GraphQL URLs to the local chain and stub
 * (localNetwork.ts) and the environment (PRIVATE_KEY and whatever the page tells the reader to set).
 */
export function runExample(
  target: RunTarget,
  file: string,
  args: readonly string[] = [],
  env: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<ExampleRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', preload(), compile(file), ...args], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_PATH: path.join(repoRoot, 'node_modules'),
        PRIVATE_KEY: target.privateKey,
        INTUITION_LOCAL_RPC_URL: target.rpcUrl,
        INTUITION_LOCAL_GRAPHQL_URL: target.graphqlUrl,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${file} ${args.join(' ')} did not finish within ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({file, args, code, stdout, stderr});
    });
  });
}

/** One line for an assertion message: which example, with which arguments, and what it printed. */
export function describeRun(run: ExampleRun): string {
  return `${run.file} ${run.args.join(' ')} exited ${run.code}\n--- stdout\n${run.stdout}--- stderr\n${run.stderr}`;
}
