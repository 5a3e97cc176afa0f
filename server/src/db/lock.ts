import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostname } from 'node:os';

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

export interface DataDirLock {
  file: string;
  release: () => void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): { pid: number; host: string } | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown; host?: unknown };
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, host: String(parsed.host ?? '') } : null;
  } catch {
    return null;
  }
}

/**
 * Takes DATA_DIR/oncourse.lock so only one process opens the PGlite folder (a second opener
 * loses committed rows, STACK.md). A lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'oncourse.lock');
  const body = JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // 'wx' fails when the file exists, so two starters cannot both win.
      writeFileSync(file, body, { flag: 'wx' });
      let released = false;
      return {
        file,
        release: () => {
          if (released) return;
          released = true;
          if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new DatabaseLockedError(
          `The data folder ${dataDir} is in use by another OnCourse server (pid ${holder.pid}). ` +
            'Stop that process first; two processes must never open the same PGlite database.',
        );
      }
      if (holder && holder.pid === process.pid) {
        throw new DatabaseLockedError(`The data folder ${dataDir} is already open in this process.`);
      }
      // Stale lock (dead process or unreadable file): remove and retry once.
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not take the lock ${file}`);
}
