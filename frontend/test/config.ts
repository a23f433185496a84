// Jest stand-in for src/config.ts (which reads import.meta.env, unavailable in CommonJS).
import { readClientConfig, type ClientConfig } from '../src/lib/clientConfig';

export type { ClientConfig };
export const config: ClientConfig = readClientConfig({});
