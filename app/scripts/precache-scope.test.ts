// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { precachedUrls, serverOnlyFiles } from './precache-scope.mjs';

// Manifest keys as Vite writes them: the entry, route files split by the router plugin, a chunk
// shared by a page that works offline and one that needs the server, and chunks only the latter reach.
const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_table.js': { file: 'assets/table.js', imports: ['_react.js'] },
  '_upload.js': { file: 'assets/upload.js', css: ['assets/upload.css'] },
  '_editor.js': { file: 'assets/editor.js' },
  '_avatar.js': { file: 'assets/avatar.js', dynamicImports: ['src/forms/CropDialog.tsx'] },
  'src/forms/CropDialog.tsx': { file: 'assets/crop.js', imports: ['_react.js'] },
  'src/routes/_app/review/$reviewType/index.tsx?tsr-split=component': {
    file: 'assets/review.js',
    imports: ['_table.js', '_avatar.js'],
    dynamicImports: ['_editor.js'],
  },
  'src/routes/_app/documents/$organisationType/index.tsx?tsr-split=component': {
    file: 'assets/documents.js',
    imports: ['_table.js', '_upload.js', '_avatar.js'],
  },
  'src/routes/programme/staff.tsx?tsr-split=component': { file: 'assets/staff.js', imports: ['_table.js'] },
  'src/routes/programme.tsx?tsr-split=component': { file: 'assets/programme.js' },
};

describe('what the service worker precaches', () => {
  it('leaves out the code only pages that need the server reach, keeping what an offline page shares with them', () => {
    expect([...serverOnlyFiles(manifest)].sort()).toEqual([
      'assets/crop.js',
      'assets/documents.js',
      'assets/programme.js',
      'assets/staff.js',
      'assets/upload.css',
      'assets/upload.js',
    ]);
  });

  it('leaves out the image crop an offline page only opens to upload', () => {
    expect(serverOnlyFiles(manifest).has('assets/crop.js')).toBe(true);
    expect(serverOnlyFiles(manifest).has('assets/avatar.js')).toBe(false);
  });

  it('reads the precached URLs from the built service worker', () => {
    const worker =
      'define(["./workbox-1"],(function(s){s.precacheAndRoute([{url:"assets/a-1.js",revision:null},{url:"index.html",revision:"3f2a"}],{})}));';
    expect(precachedUrls(worker)).toEqual(['assets/a-1.js', 'index.html']);
  });
});
