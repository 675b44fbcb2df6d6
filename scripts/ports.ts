/** Free loopback ports for the servers a script or a test starts (the bench's sites, the fast loop's nginx, Next.js). */
import net from 'node:net';

/** Listens on 127.0.0.1:`port` (0: a port the system picks); undefined when that port is taken. */
function listen(port: number): Promise<net.Server | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const close = (server: net.Server) => new Promise((resolve) => server.close(resolve));

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = await listen(0);
  if (!server) throw new Error('no free loopback port');
  const {port} = server.address() as net.AddressInfo;
  await close(server);
  return port;
}

/** A free port whose successor is free too: playwright.config.ts serves build/ on TEST_PORT and the integrations on the next. */
export async function freePortPair(): Promise<number> {
  for (;;) {
    const port = await freePort();
    const next = await listen(port + 1);
    if (next) {
      await close(next);
      return port;
    }
  }
}
