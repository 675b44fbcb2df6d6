/** Each site the bench measures runs in a server process of its own. */
import path from 'node:path';
import {spawn, type ChildProcess} from 'node:child_process';
import {freePort} from '../ports';
import {projectDir} from './options';

/** Serves a build folder with scripts/serve.ts (the way the tests and `npm run serve` do), in its own process. */
export async function serve(dir: string): Promise<{origin: string; child: ChildProcess}> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(projectDir, 'node_modules/tsx/dist/cli.mjs'), path.join(projectDir, 'scripts/serve.ts'), dir],
    {
      env: {...process.env, PORT: String(port), HOST: '127.0.0.1'},
      stdio: 'ignore',
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return {origin, child};
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`scripts/serve.ts did not start for ${dir}`);
}
