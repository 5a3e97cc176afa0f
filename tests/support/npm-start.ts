// Runs the product exactly as a user does (`npm start`), on a free port and a fresh data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { finished } from '@oncourse/server/testing';
import { newDataDir } from './data-folder.ts';
import { stopProcessGroup } from './process-group.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningProduct {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  /** The process group of `npm start` and the server (its id is npm's). */
  pid: number;
  /** SIGTERM to the whole process group (as Ctrl-C would), then waits until the server has gone. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, log: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/api/healthcheck`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start did not become healthy within ${timeoutMs} ms:\n${log()}`);
}

/**
 * Under vitest, waits for the run's builds of the app and the server (app-build-setup.ts), which go
 * on in the background: `npm start` would otherwise find them stale and build them a second time.
 */
export async function productBuilt(): Promise<void> {
  const marker = process.env.VITEST ? inject('appBuildMarker') : undefined;
  if (marker) await finished(marker, 'The app and server builds (tests/support/app-build-setup.ts)');
}

export interface StartOptions {
  /** Listen on this port (a restart on the same address); a free one otherwise. */
  port?: number;
  /** Use this data folder and keep it on stop (a restart keeps the data); a fresh one otherwise (`newDataDir`). */
  dataDir?: string;
}

/** Starts `npm start` with the given extra environment and waits for its health check. */
export async function startProduct(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningProduct> {
  await productBuilt();
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await newDataDir('oncourse-journey-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      LOG_LEVEL: 'warn',
      // The pages reach the product as through a load balancer on this machine, each browser
      // context from an address of its own (browser.ts `newContext`).
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitUntilHealthy(baseUrl, child, () => log, 170_000);
  return {
    baseUrl,
    dataDir,
    output: () => log,
    pid: child.pid!,
    async stop() {
      if (child.pid) await stopProcessGroup(child.pid);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
