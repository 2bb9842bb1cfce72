#!/usr/bin/env node
// Development: the server with reload on :8080 and the Vite dev server on :5173 (proxying /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@meridian/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@meridian/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    if (code) process.exitCode = code;
    stop();
  }),
);
