import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the recorder passed on to the stand-in. */
export interface RecordedCall {
  /** The GraphQL operationName of a POST /api/shop/, else the path (e.g. /oauth/token). */
  operation: string;
  /** Resolves true when the orchestrator closed the request before the answer (an aborted fetch), false once answered. */
  abandoned: Promise<boolean>;
}

/** An HTTP proxy in front of the upstream stand-in that records what the orchestrator asks it. */
export interface UpstreamRecorder {
  url: string;
  calls: RecordedCall[];
  /** The calls of one operation. */
  callsOf(operation: string): RecordedCall[];
  close(): Promise<void>;
}

export async function startUpstreamRecorder(targetUrl: string): Promise<UpstreamRecorder> {
  const target = new URL(targetUrl);
  const calls: RecordedCall[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let operation = req.url ?? '';
      try {
        const parsed = JSON.parse(body.toString('utf8')) as { operationName?: unknown };
        if (typeof parsed.operationName === 'string') operation = parsed.operationName;
      } catch {
        // not JSON (token form): the path names it
      }
      let settle: (abandoned: boolean) => void = () => undefined;
      calls.push({ operation, abandoned: new Promise<boolean>((resolve) => (settle = resolve)) });
      const forward = httpRequest(
        { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.destroy());
      res.on('close', () => {
        settle(!res.writableFinished);
        // The orchestrator gave up: so does the forwarded request.
        if (!res.writableFinished) forward.destroy();
      });
      forward.end(body);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    callsOf: (operation) => calls.filter((call) => call.operation === operation),
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
