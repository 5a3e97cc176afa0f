// Stopping a product started detached (`npm start` and the server it runs, one process group):
// npm-start.ts stops the products of a test file, kept-products-setup.ts the ones kept for a worker.

export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM to the group, then waits until every process in it has exited: npm exits on the signal at
 * once, while the server finishes in-flight work and closes the database (PGlite writes its WAL
 * then), so its data folder is only safe to remove or reuse after that. SIGKILL after 20 s.
 */
export async function stopProcessGroup(pid: number): Promise<void> {
  if (!groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + 20_000;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(-pid, 'SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
