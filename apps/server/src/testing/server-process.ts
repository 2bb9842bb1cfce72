import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The server package, where `src/main.ts` runs from. */
const serverDir = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Whether it logged "Meridian ready", or exited first (with its code). */
  started: Promise<{ ready: boolean; code: number | null }>;
  exited: Promise<number | null>;
  /** Everything it wrote so far, stdout and stderr. */
  output: () => string;
}

/**
 * Starts `src/main.ts` on `port` with the embedded database in `dataDir`, in demo mode, with
 * `env` on top; the caller kills what is still running after its tests.
 */
export function spawnServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO: '1',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const started = new Promise<{ ready: boolean; code: number | null }>((resolve) => {
    child.stdout?.on('data', () => {
      if (output.includes('Meridian ready')) resolve({ ready: true, code: null });
    });
    child.on('exit', (code) => resolve({ ready: false, code }));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, started, exited, output: () => output };
}
