import type { ApiErrorBody, ErrorCode } from '@nova/protocol';

/**
 * The shared request behaviour of every API call: credentials always included, JSON content type and body only
 * when there is a body, a Bearer header when a token is available, and every non-2xx answer thrown as
 * `Error("<status>: <body text or status text>")`. When the body is our JSON error shape, the error also
 * carries its `code`, `message` and `details`, so the UI can show a translated message by code.
 */
export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached or no request was made. */
  readonly status: number;
  /** The stable error code from the server's JSON body, when there was one. */
  readonly code: ErrorCode | undefined;
  /** The server's human-readable message from its JSON body, when there was one. */
  readonly serverMessage: string | undefined;
  readonly details: Record<string, string> | undefined;

  constructor(status: number, text: string, body?: Partial<ApiErrorBody>) {
    super(status ? `${status}: ${text}` : text);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code;
    this.serverMessage = body?.message;
    this.details = body?.details;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Fail with 'No auth token' (no call made) when no token is available. */
  auth?: boolean;
  /** A specific token for this call (e.g. the link token sent to /api/verify-token). */
  token?: string;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Prefix for every path (empty: same origin). */
  baseUrl?: string;
  /** Returns the current session token, or null when signed out. */
  getToken?: () => string | null;
  /**
   * Called when the server refused the session token this client sent (401 for a missing, invalid or expired
   * session, or 403 ACCOUNT_BANNED): the app signs out. Not called for explicit `token`s (link tokens) or
   * for failures that are about the request, such as wrong credentials.
   */
  onUnauthorized?: (token: string, error: ApiError) => void;
  fetch?: typeof fetch;
}

/**
 * Answers that mean the session itself is over. The codes are written as typed literals: the shell does not ship the
 * protocol's table of every code (first-load budget).
 */
const SESSION_ENDED: ReadonlySet<ErrorCode | undefined> = new Set<ErrorCode>(['AUTH_REQUIRED', 'INVALID_TOKEN', 'TOKEN_EXPIRED', 'ACCOUNT_BANNED']);

/** The shape of an error code (upper-case words joined by underscores); the meaning of each is the protocol's. */
const ERROR_CODE_SHAPE = /^[A-Z][A-Z0-9_]*$/;

/**
 * True when an API error means the session token that was sent is no longer accepted. Our answers are judged by
 * their code (its status is the protocol's `ERROR_STATUS`); only a bare 401 without our error body is judged by
 * its status.
 */
export function endsSession(err: ApiError): boolean {
  if (err.code !== undefined) return SESSION_ENDED.has(err.code);
  return err.status === 401;
}

export interface ApiClient {
  /** Sends a request and returns the raw Response after checking its status. */
  request(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<Response>;
  /** Sends a request and parses the JSON answer (undefined for 204 / empty bodies). */
  json<T>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.message === 'string' && ERROR_CODE_SHAPE.test(v.code);
}

/** Throws an ApiError for any non-2xx response, reading the body once. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  let body: ApiErrorBody | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (isApiErrorBody(parsed)) body = parsed;
  } catch {
    body = undefined;
  }
  throw new ApiError(res.status, text, body);
}

async function parseJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Builds the app's HTTP client. The app's instance lives in `queryClient.ts`, wired to the session store. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = (input: string, init: RequestInit): Promise<Response> => (options.fetch ?? fetch)(input, init);

  async function request(method: HttpMethod, path: string, body?: unknown, req: RequestOptions = {}): Promise<Response> {
    const sessionToken = req.token ? null : (options.getToken?.() ?? null);
    const token = req.token ?? sessionToken;
    if (req.auth && !token) throw new ApiError(0, 'No auth token', { code: 'AUTH_REQUIRED', message: 'No auth token' });
    const headers: Record<string, string> = {};
    // FormData (file uploads) goes as multipart: the browser writes its Content-Type with the boundary.
    const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers, credentials: 'include' };
    if (body !== undefined) init.body = multipart ? body : JSON.stringify(body);
    if (req.signal) init.signal = req.signal;
    const res = await doFetch(`${baseUrl}${path}`, init);
    try {
      await throwIfResNotOk(res);
    } catch (err) {
      if (sessionToken && err instanceof ApiError && endsSession(err)) options.onUnauthorized?.(sessionToken, err);
      throw err;
    }
    return res;
  }

  return {
    request,
    async json<T>(method: HttpMethod, path: string, body?: unknown, req?: RequestOptions): Promise<T> {
      return parseJson<T>(await request(method, path, body, req));
    },
  };
}
