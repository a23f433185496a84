import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { firstLoadCheck } from './build/firstLoadCheck';
import { onwarn } from './build/knownWarnings';
import { localeAssets } from './build/localeAssets';
import { pagePreloads } from './build/pagePreloads';
import { precompress } from './build/precompress';

// The dev server forwards the API, the socket, uploaded media and server pages to the backend.
const backend = `http://localhost:${process.env.BACKEND_PORT ?? 3001}`;

const locales = localeAssets(fileURLToPath(new URL('./src/i18n/locales', import.meta.url)));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    locales,
    pagePreloads(locales.api.url),
    // Every production build is held to the first-load rule (src/firstLoad/rule.ts): a break fails it, naming the rule.
    firstLoadCheck(fileURLToPath(new URL('.', import.meta.url))),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@nova/protocol', replacement: fileURLToPath(new URL('../protocol/src/index.ts', import.meta.url)) },
      // zod without its `new Function` probe, which the Content-Security-Policy reports (build/zodJitless.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./build/zodJitless.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
      '/media': { target: backend, changeOrigin: true },
      // The no-JavaScript admin login is a server page.
      '/test-admin': { target: backend, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: {
      // Rollup's warnings known to be harmless (zod's comments that mention `@__PURE__`) are not printed; every other is.
      onwarn,
      // The protocol package only declares schemas, codes and helpers (`"sideEffects": false`): modules of it the app
      // does not use are left out. The alias above points at its sources, so the flag is applied here as well.
      treeshake: { moduleSideEffects: (id) => !id.includes('/protocol/src/'), manualPureFunctions: ['createLucideIcon'] },
      output: {
        experimentalMinChunkSize: 8192,
        // Long-lived chunks for the libraries every page needs, so a deploy of app code does not invalidate their
        // cache. Everything else stays with the code that imports it: a library used only by a lazy page or dialog
        // (motion, forms, confetti, Stripe) loads with that page, not on the first visit.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
          if (/[\\/]node_modules[\\/](socket\.io-[^\\/]+|engine\.io-[^\\/]+|@socket\.io)[\\/]/.test(id)) return 'realtime';
          return undefined;
        },
      },
    },
  },
});
