import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RunningServer {
  port: number;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Listens on both loopback addresses (Chromium may try `::1` or `127.0.0.1` for `*.localhost`,
 * and Fastify's own `localhost` binding follows /etc/hosts, which here names IPv4 only), or
 * on `host` when given (e.g. 0.0.0.0 in a container). Port 0 picks a free port.
 */
export async function listenOnLoopback(
  app: FastifyInstance,
  options: { port: number; host?: string },
): Promise<RunningServer> {
  if (options.host) {
    await app.listen({ port: options.port, host: options.host });
    return { port: portOf(app.server), app, close: () => app.close() };
  }
  await app.listen({ port: options.port, host: '127.0.0.1' });
  const port = portOf(app.server);
  // The same Fastify handler behind a second socket, as Fastify does for `localhost` itself.
  const ipv6 = createServer(app.routing);
  const listening = await new Promise<boolean>((resolve, reject) => {
    ipv6.once('error', (error: NodeJS.ErrnoException) => {
      // A machine without IPv6 still serves on IPv4.
      if (error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT') resolve(false);
      else reject(error);
    });
    ipv6.listen(port, '::1', () => resolve(true));
  }).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  return {
    port,
    app,
    close: async () => {
      if (listening) await closeServer(ipv6);
      await app.close();
    },
  };
}

function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
