/** Stops the database engine globalSetup started (see globalSetup.ts). */
export default async function globalTeardown(): Promise<void> {
  const engine = globalThis.__NOVA_TEST_DB_ENGINE__;
  globalThis.__NOVA_TEST_DB_ENGINE__ = undefined;
  await engine?.stop();
}
