// The real entry point in a child process: start on a fresh data folder, refuse a second server
// on the same folder, stop cleanly on SIGTERM, and start again with the data kept.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServerArgs } from './test/built-server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'oncourse-main-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  url: string;
  timings: Record<string, number>;
  exit: Promise<number | null>;
  output: () => string;
}

async function start(): Promise<Started> {
  const child = spawn(process.execPath, await builtServerArgs('main'), {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of output.split('\n')) {
        if (!line.includes('OnCourse is running at')) continue;
        const entry = JSON.parse(line) as {
          msg: string;
          openMs: number;
          migrateMs: number;
          seedMs: number;
          totalMs: number;
        };
        const url = /running at (\S+)/.exec(entry.msg)![1]!;
        resolve({
          child,
          url,
          timings: { open: entry.openMs, migrate: entry.migrateMs, seed: entry.seedMs, total: entry.totalMs },
          exit,
          output: () => output,
        });
        return;
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exit.then((code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
}

describe('main.ts', () => {
  it('serves, refuses a second server on the same data folder, and shuts down cleanly on SIGTERM', async () => {
    const first = await start();
    const health = await fetch(`${first.url}/api/healthcheck`);
    expect(await health.json()).toEqual({
      ok: true,
      status: 200,
      data: { status: 'up', database: 'pglite' },
    });
    expect(existsSync(join(dataDir, 'oncourse.lock'))).toBe(true);
    // The quiet minute of a first start says what it is doing, step by step, before the server runs.
    const said = first.output();
    const steps = ['Opening the database', 'Bringing the database up to date', 'Starting the web server'];
    const positions = steps.map((step) => said.indexOf(step));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(positions.at(-1)!).toBeLessThan(said.indexOf('OnCourse is running at'));

    const second = start();
    await expect(second).rejects.toThrow(/in use by another OnCourse server/);

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(first.output()).toContain('SIGTERM received');
    expect(existsSync(join(dataDir, 'oncourse.lock'))).toBe(false);
    console.info(`fresh start timings (ms): ${JSON.stringify(first.timings)}`);
  }, 120_000);

  it('starts again on the same folder with the data kept', async () => {
    const again = await start();
    const countries = (await (await fetch(`${again.url}/api/country/countries`)).json()) as {
      data: unknown[];
    };
    expect(countries.data.length).toBeGreaterThan(200);
    again.child.kill('SIGINT');
    expect(await again.exit).toBe(0);
    console.info(`restart timings (ms): ${JSON.stringify(again.timings)}`);
  }, 120_000);
});
