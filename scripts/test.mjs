#!/usr/bin/env node
// `npm test`: install dependencies if they are missing or stale, compile protocol and backend (the process tests
// start the compiled server), then run every Jest project. Arguments pass through to Jest (`npm test -- path`).
import { join } from 'node:path';
import { compile, ensureDependencies, root, run } from './prepare.mjs';

await ensureDependencies();
await compile();
run(process.execPath, [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), ...process.argv.slice(2)]);
