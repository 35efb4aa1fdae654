/** The routes Fastify serves under /api, read from its route tree (Fastify keeps no list of them). */
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: 'GET' | 'POST';
  /** Fastify's form: `:name` for a path parameter. */
  path: string;
}

export function registeredApiRoutes(app: FastifyInstance): RegisteredRoute[] {
  const found: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = full;
    if (!full.startsWith('/api/') || !match[3]) continue;
    for (const method of match[3].split(', ')) {
      if (method === 'GET' || method === 'POST') found.push({ method, path: full });
    }
  }
  return found;
}
