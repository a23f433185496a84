// The browser build's `zod` (vite.config.ts aliases the bare import here): the same package with its schema compiler
// off. Compiled parsers need `new Function`, which our Content-Security-Policy forbids; zod's probe for it was
// reported by the browser as a policy violation (Chrome's Issues panel, Lighthouse best practices). The app parses
// few and small payloads, so the interpreted parsers cost nothing noticeable.
import { config, z } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
