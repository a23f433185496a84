/** One answer of a fake API route. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export type FakeRoute = FakeAnswer | ((request: { body: unknown; headers: Record<string, string> }) => FakeAnswer | Promise<FakeAnswer>);

/**
 * A fetch stand-in keyed by "METHOD /path": each route answers JSON with a status (default 200). Unknown routes
 * answer 404. Every call is recorded with its parsed JSON body and headers.
 */
export function fetchRoutes(routes: Record<string, FakeRoute>) {
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fn = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = new URL(input, 'http://localhost').pathname;
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body, headers });
    const route = routes[`${method} ${path}`];
    const answer: FakeAnswer =
      route === undefined
        ? { status: 404, body: { code: 'ROUTE_NOT_FOUND', message: 'No route' } }
        : typeof route === 'function'
          ? await route({ body, headers })
          : route;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: status >= 200 && status < 300, status, statusText: String(status), text: async () => text };
  });
  Object.assign(globalThis, { fetch: fn });
  return { fn, calls };
}
