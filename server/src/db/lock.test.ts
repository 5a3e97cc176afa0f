import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DatabaseLockedError, type DataDirLock } from './lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'oncourse-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A lock taken over really holds: the file names this process (so another server's start is
 * refused while it runs) and a second opener is turned away until it is released.
 */
function expectHeld(dataDir: string, lock: DataDirLock): void {
  expect((JSON.parse(readFileSync(lock.file, 'utf8')) as { pid: number }).pid).toBe(process.pid);
  expect(() => acquireDataDirLock(dataDir)).toThrow(DatabaseLockedError);
  lock.release();
  expect(existsSync(lock.file)).toBe(false);
}

describe('the PGlite data folder lock', () => {
  it('refuses a second opener while the first holds it, and frees it on release', () => {
    const dataDir = tempDir();
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DatabaseLockedError);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    acquireDataDirLock(dataDir).release();
  });

  it('refuses with a clear message when another live process holds it', async () => {
    const dataDir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dataDir, 'oncourse.lock'), JSON.stringify({ pid: holder.pid, host: 'here' }));
      expect(() => acquireDataDirLock(dataDir)).toThrow(
        `in use by another OnCourse server (pid ${holder.pid})`,
      );
    } finally {
      holder.kill();
    }
  });

  it('takes over a stale lock left by a process that died', () => {
    const dataDir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    writeFileSync(join(dataDir, 'oncourse.lock'), JSON.stringify({ pid: dead.pid, host: 'here' }));
    expectHeld(dataDir, acquireDataDirLock(dataDir));
  });

  it('takes over an unreadable lock file', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'oncourse.lock'), 'garbage');
    expectHeld(dataDir, acquireDataDirLock(dataDir));
  });
});

describe('after a crash', () => {
  it('takes over the lock of a killed server its parent has not reaped yet (a zombie)', async () => {
    const dataDir = tempDir();
    // Node reaps its own children at once, so the holder is a grandchild whose parent (a shell
    // that became `sleep`) never waits for it: killed with -9, it stays a zombie.
    const parent = spawn('sh', ['-c', 'sleep 30 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      const pid = Number(
        await new Promise<string>((resolve) =>
          parent.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString())),
        ),
      );
      writeFileSync(join(dataDir, 'oncourse.lock'), JSON.stringify({ pid, host: 'here' }));
      process.kill(pid, 'SIGKILL');
      await expect.poll(() => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0]).toBe('Z');
      expectHeld(dataDir, acquireDataDirLock(dataDir));
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('takes over a lock whose pid now belongs to another process (pid reused)', () => {
    const dataDir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      // Same pid, but the lock was written by a process that started at another time.
      writeFileSync(
        join(dataDir, 'oncourse.lock'),
        JSON.stringify({ pid: holder.pid, host: 'here', startTicks: '1' }),
      );
      expectHeld(dataDir, acquireDataDirLock(dataDir));
    } finally {
      holder.kill();
    }
  });
});
