import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';

/**
 * A local Hardhat 2 chain (EDR) as a child process on 127.0.0.1. `--port 0` lets the OS pick a free port; the
 * port is read from Hardhat's "Started HTTP … server at" line. The chain only lives as long as this process:
 * stop() kills it, and so does this process exiting for any reason.
 */
export interface Chain {
  readonly rpcUrl: string;
  stop(): Promise<void>;
}

const hardhatCli = require.resolve('hardhat/internal/cli/cli.js');
const configFile = path.join(__dirname, 'hardhat.config.cjs');

export async function startChain(timeoutMs = 30_000): Promise<Chain> {
  const child: ChildProcess = spawn(
    process.execPath,
    [hardhatCli, 'node', '--config', configFile, '--hostname', '127.0.0.1', '--port', '0'],
    {
      cwd: __dirname,
      // No telemetry prompt, no analytics, no update check: nothing leaves the machine.
      env: {...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true', CI: 'true'},
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  const rpcUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Hardhat did not start within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Started HTTP and WebSocket JSON-RPC server at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Hardhat exited with ${code}:\n${output}`));
    });
  });
  // Keep draining the pipes so Hardhat never blocks on a full buffer.
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    rpcUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        process.removeListener('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
