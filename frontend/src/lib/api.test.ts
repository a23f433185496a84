import { ErrorCode } from '@nova/protocol';
import { ApiError, createApiClient } from './api';
import { createQueryClient } from './queryClient';

interface FakeAnswer {
  status?: number;
  statusText?: string;
  body?: string;
}

function fakeFetch(answer: FakeAnswer = {}) {
  const status = answer.status ?? 200;
  return jest.fn(async (_url: string, _init: RequestInit) => ({
    ok: status >= 200 && status < 300,
    status,
    statusText: answer.statusText ?? 'OK',
    text: async () => answer.body ?? '',
  })) as jest.Mock & typeof fetch;
}

const lastInit = (fetchMock: jest.Mock): RequestInit => fetchMock.mock.calls.at(-1)?.[1] as RequestInit;
const lastHeaders = (fetchMock: jest.Mock) => lastInit(fetchMock).headers as Record<string, string>;

describe('api client (shared request behaviour)', () => {
  it('always includes credentials and sends no body or content type without a body', async () => {
    const fetchMock = fakeFetch({ body: '[]' });
    await createApiClient({ fetch: fetchMock }).json('GET', '/api/boxes');
    expect(fetchMock).toHaveBeenCalledWith('/api/boxes', expect.objectContaining({ method: 'GET', credentials: 'include' }));
    expect(lastInit(fetchMock).body).toBeUndefined();
    expect(lastHeaders(fetchMock)['Content-Type']).toBeUndefined();
  });

  it('sends JSON with its content type when there is a body, and the Bearer token from the getter', async () => {
    const fetchMock = fakeFetch({ body: '{"ok":true}' });
    const client = createApiClient({ fetch: fetchMock, getToken: () => 'tok-1', baseUrl: 'https://api.test' });
    await expect(client.json('POST', '/api/login', { email: 'a@b.co', password: 'secret' })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://api.test/api/login');
    expect(lastInit(fetchMock).body).toBe('{"email":"a@b.co","password":"secret"}');
    expect(lastHeaders(fetchMock)).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer tok-1' });
  });

  it('sends FormData as it is (multipart with the boundary the browser writes), without a JSON content type', async () => {
    const fetchMock = fakeFetch({ body: '{}' });
    const form = new FormData();
    form.append('username', 'Ana');
    await createApiClient({ fetch: fetchMock, getToken: () => 'tok-2' }).json('POST', '/api/admin/reviews', form);
    expect(lastInit(fetchMock).body).toBe(form);
    expect(lastHeaders(fetchMock)).toEqual({ Authorization: 'Bearer tok-2' });
  });

  it('sends no Authorization header when signed out, and an explicit token when given', async () => {
    const fetchMock = fakeFetch();
    const client = createApiClient({ fetch: fetchMock, getToken: () => null });
    await client.request('GET', '/api/boxes');
    expect(lastHeaders(fetchMock).Authorization).toBeUndefined();
    await client.request('POST', '/api/verify-token', undefined, { token: 'link-token' });
    expect(lastHeaders(fetchMock).Authorization).toBe('Bearer link-token');
  });

  it("fails with 'No auth token' without calling the server when a call needs a token and none is stored", async () => {
    const fetchMock = fakeFetch();
    const err = await createApiClient({ fetch: fetchMock, getToken: () => null })
      .request('GET', '/api/me', undefined, { auth: true })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('No auth token');
    expect((err as ApiError).code).toBe(ErrorCode.AUTH_REQUIRED);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('throws "<status>: <body>" and carries the code and message of a JSON error body', async () => {
    const body = JSON.stringify({ code: 'INSUFFICIENT_BALANCE', message: 'Not enough coins' });
    const client = createApiClient({ fetch: fakeFetch({ status: 402, statusText: 'Payment Required', body }) });
    const err = (await client.request('POST', '/api/boxes/1/open').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toBe(`402: ${body}`);
    expect(err.status).toBe(402);
    expect(err.code).toBe('INSUFFICIENT_BALANCE');
    expect(err.serverMessage).toBe('Not enough coins');
  });

  it('uses the status text when the error body is empty, and carries no code for non-JSON bodies', async () => {
    const empty = (await createApiClient({ fetch: fakeFetch({ status: 502, statusText: 'Bad Gateway' }) })
      .request('GET', '/api/x')
      .catch((e: unknown) => e)) as ApiError;
    expect(empty.message).toBe('502: Bad Gateway');
    const html = (await createApiClient({ fetch: fakeFetch({ status: 500, statusText: 'Oops', body: '<h1>down</h1>' }) })
      .request('GET', '/api/x')
      .catch((e: unknown) => e)) as ApiError;
    expect(html.message).toBe('500: <h1>down</h1>');
    expect(html.code).toBeUndefined();
  });

  it('configures TanStack Query as the spec says: no refetching, never stale, no retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('has no default query function: a query must bring its own (a query options factory), or it fails', async () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.queryFn).toBeUndefined();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(client.fetchQuery({ queryKey: ['/api/boxes'] })).rejects.toThrow(/Missing queryFn/);
    error.mockRestore();
  });
});

describe('api client: a refused session signs out', () => {
  const answer = (status: number, code?: string) => fakeFetch({ status, body: code ? JSON.stringify({ code, message: code }) : '' });

  it.each([
    [401, 'INVALID_TOKEN'],
    [401, 'TOKEN_EXPIRED'],
    [401, 'AUTH_REQUIRED'],
    [401, undefined],
    [403, 'ACCOUNT_BANNED'],
  ])('calls onUnauthorized with the session token on %s %s', async (status, code) => {
    const onUnauthorized = jest.fn();
    const client = createApiClient({ fetch: answer(status, code), getToken: () => 'session-1', onUnauthorized });
    await expect(client.request('GET', '/api/me')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledWith('session-1', expect.any(ApiError));
  });

  it.each([
    [401, 'INVALID_CREDENTIALS'],
    [401, 'LINK_TOKEN_INVALID'],
    [403, 'ADMIN_REQUIRED'],
    [500, 'INTERNAL'],
  ])('does not sign out on %s %s', async (status, code) => {
    const onUnauthorized = jest.fn();
    const client = createApiClient({ fetch: answer(status, code), getToken: () => 'session-1', onUnauthorized });
    await expect(client.request('POST', '/api/login', {})).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not sign out for an explicit token (a link token) or when signed out', async () => {
    const onUnauthorized = jest.fn();
    const signedIn = createApiClient({ fetch: answer(401, 'INVALID_TOKEN'), getToken: () => 'session-1', onUnauthorized });
    await expect(signedIn.request('POST', '/api/verify-token', undefined, { token: 'link' })).rejects.toBeInstanceOf(ApiError);
    const signedOut = createApiClient({ fetch: answer(401, 'INVALID_TOKEN'), getToken: () => null, onUnauthorized });
    await expect(signedOut.request('GET', '/api/boxes')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("the app's client signs the user out on a refused session token", async () => {
    const { useSessionStore } = await import('../stores/useSessionStore');
    const { api } = await import('./queryClient');
    const { buildUser } = await import('../../test/fixtures');
    useSessionStore.getState().login('revoked', buildUser());
    Object.assign(globalThis, { fetch: answer(401, 'INVALID_TOKEN') });
    await expect(api.json('GET', '/api/user/profile', undefined, { auth: true })).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
