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

interface Holder {
  pid: number;
  host: string;
  /** The holder's start time in clock ticks since boot (Linux), to tell a reused pid from the holder. */
  startTicks: string | null;
}

/**
 * The process's state letter and start time from /proc (Linux), or null elsewhere. Fields after
 * the command name (which may hold spaces and parentheses) start after its last ')'.
 */
function procStat(pid: number): { state: string; startTicks: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', startTicks: fields[19] ?? '' };
  } catch {
    return null;
  }
}

/**
 * Whether the holder still runs. A process killed with -9 stays a zombie until its parent reaps it
 * and still answers kill(pid, 0): a zombie (Z) or dying (X) process holds nothing. A pid reused
 * by another process since (a different start time) does not hold the lock either.
 */
function isAlive(holder: Holder): boolean {
  const stat = procStat(holder.pid);
  if (stat) {
    if (stat.state === 'Z' || stat.state === 'X') return false;
    if (holder.startTicks !== null && stat.startTicks !== holder.startTicks) return false;
    return true;
  }
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as {
      pid?: unknown;
      host?: unknown;
      startTicks?: unknown;
    };
    return typeof parsed.pid === 'number'
      ? {
          pid: parsed.pid,
          host: String(parsed.host ?? ''),
          startTicks: typeof parsed.startTicks === 'string' ? parsed.startTicks : null,
        }
      : null;
  } catch {
    return null;
  }
}

/**
 * Takes DATA_DIR/oncourse.lock so only one process opens the PGlite folder (a second opener
 * loses committed rows, docs/security-operations.md#running-and-scaling). A lock left by a dead process (a zombie not yet reaped after
 * kill -9 included) is taken over, so a crashed server never blocks the next start.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'oncourse.lock');
  const body = JSON.stringify({
    pid: process.pid,
    host: hostname(),
    startTicks: procStat(process.pid)?.startTicks ?? null,
    startedAt: new Date().toISOString(),
  });
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
      if (holder && holder.pid !== process.pid && isAlive(holder)) {
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
