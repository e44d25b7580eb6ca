import { createServer, Socket } from 'node:net';

/** A TCP proxy in front of the test Redis that can go away, as Redis behind a network outage would. */
export interface RedisProxy {
  /** redis:// URL of the proxy (the test Redis's credentials and db kept). */
  url: string;
  /** Drops every open connection and stops listening: new connections are refused until restore(). */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startRedisProxy(targetUrl: string): Promise<RedisProxy> {
  const target = new URL(targetUrl);
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = new Socket();
    open.add(client).add(upstream);
    const drop = (): void => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    upstream.connect(Number(target.port || 6379), target.hostname, () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });
  const listen = (port: number): Promise<void> =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = (): Promise<void> => {
    for (const socket of open) socket.destroy();
    open.clear();
    return server.listening ? new Promise((resolve) => server.close(() => resolve())) : Promise.resolve();
  };
  await listen(0);
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the Redis proxy has no TCP address');
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return { url: url.toString(), cut: stop, restore: () => (server.listening ? Promise.resolve() : listen(address.port)), close: stop };
}
