/** Front-end settings, derived from the `VITE_*` build-time values that `src/config.ts` reads. */
export interface ClientConfig {
  /** Prefix for REST calls; empty means the same origin (the dev server proxies `/api`). */
  apiBaseUrl: string;
  /** Socket.IO server origin; undefined means the same origin. */
  socketUrl: string | undefined;
  /** True in the Vite dev server. */
  isDev: boolean;
}

export interface RawClientEnv {
  VITE_API_URL?: string | undefined;
  VITE_SOCKET_URL?: string | undefined;
  DEV?: boolean | undefined;
}

const trimSlash = (value: string): string => value.replace(/\/+$/, '');

/** Turns raw env values into settings, with same-origin defaults for anything unset or blank. */
export function readClientConfig(env: RawClientEnv): ClientConfig {
  const apiUrl = env.VITE_API_URL?.trim();
  const socketUrl = env.VITE_SOCKET_URL?.trim();
  return {
    apiBaseUrl: apiUrl ? trimSlash(apiUrl) : '',
    socketUrl: socketUrl ? trimSlash(socketUrl) : undefined,
    isDev: env.DEV === true,
  };
}
