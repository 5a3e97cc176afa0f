// The running PGlite server answers backups on a Unix socket in DATA_DIR (mode 0600): the backup
// command cannot open the data folder while the server holds it, and the socket needs no
// credentials beyond the file permissions that already guard DATA_DIR (docs/security-operations.md#backups).
import { chmodSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';

export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

/** Serves `GET /backup` with `produce()`'s bytes on the socket; resolves to a function that stops it. */
export async function serveBackups(
  socketPath: string,
  produce: () => Promise<Uint8Array>,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  // A socket left by a server that was killed: this process holds the data folder's lock now.
  rmSync(socketPath, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    produce().then(
      (bytes) => res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(bytes),
      (error: unknown) => {
        onError(error);
        res.writeHead(500, { 'content-type': 'text/plain' }).end('The backup failed; see the server log');
      },
    );
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

/** Asks the server on the socket for a backup; its bytes. */
export function fetchBackup(socketPath: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: '/backup', method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(body);
        else reject(new Error(`The running server could not make the backup: ${body.toString('utf8')}`));
      });
      res.on('error', reject);
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
