import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * What is worth compressing: text the browser fetches. Not index.html (the server writes each visitor's page from it)
 * nor source maps (not served in production).
 */
const COMPRESSIBLE = /\.(js|css|json|svg)$/;
/** Below this, the saving does not pay for the file. */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` beside every script, stylesheet and locale file of the build, compressed once at brotli's highest
 * quality: 14% smaller than what the server compresses on the fly per request (quality 4, about the size of gzip).
 * The server sends it to browsers that accept brotli (backend/src/staticAssets.ts).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'nova-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(outDir, fileName);
        const source = readFileSync(path);
        if (source.length < MIN_BYTES) continue;
        const compressed = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        writeFileSync(`${path}.br`, compressed);
      }
    },
  };
}
