// The running PGlite server answers backups on a Unix socket in DATA_DIR (mode 0600): the backup
// command cannot open the data folder while the server holds it, and the socket needs no
// credentials beyond the file permissions that already guard DATA_DIR (docs/security-operations.md#backups).
import { chmodSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

/**
 * Serves `GET /backup` on the socket, streaming what `produce` writes; resolves to a function that
 * stops it. A backup failing midway cuts the connection, so the caller never takes it for whole.
 */
export async function serveBackups(
  socketPath: string,
  produce: (out: Writable) => Promise<void>,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  // A socket left by a server that was killed: this process holds the data folder's lock now.
  rmSync(socketPath, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    produce(res).catch((error: unknown) => {
      onError(error);
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        rmSync(socketPath, { force: true });
        resolve();
      });
    });
}

/**
 * Asks the server on the socket for a backup and streams it into `out`; rejects when the server
 * cannot make it or the stream breaks off.
 */
export function fetchBackup(socketPath: string, out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: '/backup', method: 'GET' }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`The running server could not make the backup (HTTP ${String(res.statusCode)})`));
        return;
      }
      pipeline(res, out).then(resolve, (error: unknown) =>
        reject(new Error(`The running server's backup broke off: ${String(error)}; see the server log`)),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? new Error(`The server holding DATA_DIR does not answer on ${socketPath}; is it an older version?`)
          : error,
      ),
    );
    req.end();
  });
}
