import { request } from 'node:http';
import type { NovaNode } from './harness';

/** A request's answer with the worker of `npm start`'s primary that served it (`X-Nova-Worker`). */
export interface FreshAnswer<T> {
  status: number;
  worker: string | undefined;
  body: T;
}

/**
 * One request on a connection of its own (no keep-alive pool), so that each call is a new connection the primary
 * hands to the next worker in turn.
 */
export function fresh<T = unknown>(node: NovaNode, method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<FreshAnswer<T>> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, node.url),
      {
        method,
        agent: false,
        headers: {
          connection: 'close',
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const worker = res.headers['x-nova-worker'];
          const json = (res.headers['content-type'] ?? '').includes('json') && text ? (JSON.parse(text) as T) : (text as T);
          resolve({ status: res.statusCode ?? 0, worker: Array.isArray(worker) ? worker[0] : worker, body: json });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
