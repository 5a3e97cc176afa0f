// The bytes a browser downloads for a file of the build (docs/engineering.md#compression): the build
// writes a Brotli copy beside each text file and the server sends it to every browser that accepts br,
// so the route budgets, the CLI and its test count those. A file without one (Brotli did not make it
// smaller) goes out as it is.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Whether `dist` was built with the precompressed copies: an older build has none to count. */
export function isPrecompressed(dist) {
  return existsSync(join(dist, 'index.html.br'));
}

/** `bytesOf(file)` for checkRouteBudgets: the size of `file.br` in `dist`, else of the file itself. */
export function brotliBytesIn(dist) {
  const sizes = new Map();
  return (file) => {
    if (!sizes.has(file)) {
      const brotli = join(dist, `${file}.br`);
      sizes.set(file, statSync(existsSync(brotli) ? brotli : join(dist, file)).size);
    }
    return sizes.get(file);
  };
}
