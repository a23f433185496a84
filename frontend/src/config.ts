/**
 * The only module that reads `import.meta.env`. Every setting is a `VITE_*` value fixed at build time;
 * all have defaults that work when the app is served by the backend on the same origin.
 * (Under Jest, `test/resolver.cjs` swaps in `test/config.ts`: `import.meta` does not exist in CommonJS.)
 */
import { readClientConfig, type ClientConfig } from './lib/clientConfig';

export type { ClientConfig };

export const config: ClientConfig = readClientConfig({
  VITE_API_URL: import.meta.env.VITE_API_URL,
  VITE_SOCKET_URL: import.meta.env.VITE_SOCKET_URL,
  DEV: import.meta.env.DEV,
});
