// npm run dev: the API with tsx watch on :3001 and Vite's dev server on :3000 (which proxies /api and /media
// to :3001), both reloading on change. Ctrl+C stops both.
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    console.log(`[dev] ${name} exited (${signal ?? code})`);
    stop(code ?? 0);
  });
  children.push(child);
}

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run(
  'api',
  process.execPath,
  ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'src/server/server.ts'],
  {
    PORT: apiPort,
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  },
);
run(
  'vite',
  process.execPath,
  ['node_modules/vite/bin/vite.js', '--port', process.env.PORT ?? '3000', '--strictPort'],
  {},
);
