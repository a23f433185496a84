/**
 * A fetch stand-in that sees the whole URL (query strings too): `routes` maps "METHOD /path" to a function
 * of the URL returning the JSON body (or `{ status, body }`). Unknown routes answer 404. Calls are recorded.
 */
export function routeFetch(routes: Record<string, (url: URL) => unknown>) {
  const calls: URL[] = [];
  const fn = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    calls.push(url);
    const route = routes[`${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`];
    if (!route)
      return {
        ok: false,
        status: 404,
        statusText: 'Not Found',
        text: async () => JSON.stringify({ code: 'ROUTE_NOT_FOUND', message: 'No route' }),
      };
    const answer = await route(url);
    const { status = 200, body } =
      answer && typeof answer === 'object' && 'status' in answer ? (answer as { status: number; body: unknown }) : { body: answer };
    return { ok: status < 300, status, statusText: String(status), text: async () => JSON.stringify(body) };
  });
  Object.assign(globalThis, { fetch: fn });
  return { fn, calls };
}
