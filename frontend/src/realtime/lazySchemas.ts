/**
 * Protocol schemas needed by code of the first load (the home page's stats snapshot). Import this module only with
 * `import()`: one static import brings zod (about 27 KiB gzipped) back into the first load (docs/performance.md).
 */
export { siteStatsSchema } from '@nova/protocol';
