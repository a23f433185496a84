/**
 * `npm run admin:create -- --email E --password P [--username U]`
 *
 * Creates an admin account, or promotes the account with that email and sets its password. Connects the way
 * the server does (loadConfig: MONGODB_URI, else the embedded engine in DATA_DIR, resolved from the
 * repository root like `npm start`). The embedded engine can only be opened while the server is stopped;
 * with it running, use ADMIN_EMAIL/ADMIN_PASSWORD and restart instead.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, resolvePublicUrl } from '../config';
import { systemClock, type AppContext } from '../context';
import { DomainEventBus } from '../core/events';
import { createLogger } from '../core/logger';
import { connectMongoose, disconnectMongoose, startDatabaseEngine } from '../db/engine';
import { TokenService } from '../auth/tokens';
import { UserModel } from './model';
import { ensureAdmin } from './firstAdmin';

const USAGE = 'Usage: npm run admin:create -- --email admin@example.com --password "a long password" [--username boss]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      username: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.email || !values.password) {
    process.stdout.write(`${USAGE}\n`);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  // Relative paths (DATA_DIR) mean the same as for `npm start`, which runs from the repository root.
  process.chdir(join(__dirname, '..', '..', '..'));
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL, 'admin:create');
  const dataDir = config.DATA_DIR ? resolve(config.DATA_DIR) : undefined;
  const engine = await startDatabaseEngine({ mode: config.DB_ENGINE, mongodbUri: config.MONGODB_URI, dataDir, logger }).catch(
    (err: unknown) => {
      const message = err instanceof Error ? err.message : String(err);
      throw new Error(
        /in use by process|lock/i.test(message)
          ? `The embedded database in ${dataDir} is in use by a running server. Stop it first, or set ADMIN_EMAIL and ADMIN_PASSWORD and restart it.\n(${message})`
          : message,
      );
    },
  );
  try {
    await connectMongoose(engine.uri, config.DB_NAME);
    await UserModel.init();
    const ctx: AppContext = {
      config,
      logger,
      bus: new DomainEventBus(logger),
      // Not used to sign anything here; required by the context shape.
      tokens: new TokenService('admin-create-cli-does-not-sign-tokens', config.JWT_TTL_SECONDS),
      clock: systemClock,
      database: { engine: engine.engine },
      startedAt: new Date(),
      publicUrl: resolvePublicUrl(config, config.PORT),
      dataDir: dataDir ?? null,
      redis: null,
    };
    const { user, outcome } = await ensureAdmin(ctx, { email: values.email, password: values.password, username: values.username });
    const what = {
      created: 'Created admin',
      promoted: 'Promoted to admin',
      updated: 'Updated admin',
      unchanged: 'Already an admin with this password',
    }[outcome];
    process.stdout.write(`${what}: ${user.email} (username ${user.username}) in database "${config.DB_NAME}" on ${engine.engine}\n`);
  } finally {
    await disconnectMongoose();
    await engine.stop();
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) process.stderr.write(`${err.message}\n`);
  else process.stderr.write(`admin:create failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
