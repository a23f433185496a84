/**
 * zod with a protocol schema, the realtime layer's first step (`load.ts`), evaluated in a task of its own before the
 * socket's handlers need it. Import this module only with `import()`: one static import brings zod (about 27 KiB
 * gzipped) into the first load (docs/performance.md).
 */
export { siteStatsSchema } from '@nova/protocol';
