import { z } from 'zod';

/**
 * The one place that reads the environment. Every setting is listed in `.env.example`.
 * `loadConfig` throws a ConfigError naming every bad variable; `main.ts` prints it and exits.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const port = z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535);

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A MongoDB connection string; when set it always wins. */
  MONGODB_URI: z.string().min(1).optional(),
  /** auto: MONGODB_URI, else a real mongod via mongodb-memory-server if a binary can be had, else the emulator. */
  DB_ENGINE: z.enum(['auto', 'mongod', 'emulator']).default('auto'),
  /** Where the embedded engine keeps its data. Empty string: memory only. */
  DATA_DIR: z.string().default('.data'),
  DB_NAME: z.string().min(1).default('nova'),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once. Empty strings count as unset, so `.env` files can list every key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(cleaned);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
}
