/**
 * A real HTTP server on loopback for the client's tests: it records every request and answers
 * each with the JSON that `answer` makes of it. `closeLoopbackServers` (in an afterEach) stops
 * every server a test started.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const running = new Set<Server>();

export async function loopbackServer(
  answer: (request: SeenRequest, seen: readonly SeenRequest[]) => unknown,
): Promise<{ origin: string; seen: SeenRequest[] }> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer(request, seen)));
    });
  });
  running.add(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

export async function closeLoopbackServers(): Promise<void> {
  const servers = [...running];
  running.clear();
  await Promise.all(
    servers.map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
}
