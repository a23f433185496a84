/**
 * `npm run docs:realtime`: rewrites the generated part of docs/realtime.md from the live stream declarations and the
 * staff-feed lines of every module (realtime/streamsDoc.ts), keeping the page's hand-written text around it. An entry
 * point beside main.ts, as it reads every module.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { modules } from './modules';
import { renderStreamsDoc, withGenerated } from './realtime/streamsDoc';

const page = resolve(__dirname, '../../docs/realtime.md');
writeFileSync(page, withGenerated(readFileSync(page, 'utf8'), renderStreamsDoc(modules)));
console.log(`updated ${page}`);
