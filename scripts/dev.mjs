#!/usr/bin/env node
// `npm run dev`: the backend with reload (tsx watch) on BACKEND_PORT and Vite with hot reload on PORT,
// Vite proxying /api, /socket.io and /media to the backend.
import { spawn } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const backendPort = process.env.BACKEND_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'backend/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: backendPort, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '3000', '--strictPort'], {
    cwd: join(root, 'frontend'),
    stdio: 'inherit',
    env: { ...process.env, BACKEND_PORT: backendPort },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
