import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { watchLiveHeap, type LiveHeap } from './live-heap.ts';

// A full collection on demand: the flag exposes `gc` to contexts made after it is set.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const MB = 1024 * 1024;
/** About 32 MB of doubles on V8's heap. */
const doubles = () => Array.from({ length: 4_000_000 }, (_, index) => index + 0.5);

describe('the live heap', () => {
  let heap: LiveHeap | null = null;
  afterEach(() => heap?.stop());

  it('rises with what a full collection keeps and falls once it is let go', () => {
    heap = watchLiveHeap();
    collectGarbage();
    const before = heap.bytes();

    // Held here only: an `expect` of the array would keep a reference of its own.
    const holder: { kept: number[] | null } = { kept: doubles() };
    collectGarbage();
    const whileKept = heap.bytes();
    expect(whileKept).toBeGreaterThan(before + 24 * MB);
    expect(holder.kept?.length).toBe(4_000_000);

    holder.kept = null;
    collectGarbage();
    expect(heap.bytes()).toBeLessThan(whileKept - 24 * MB);
  });

  it('does not count garbage made since the last full collection', () => {
    heap = watchLiveHeap();
    collectGarbage();
    const kept = heap.bytes();
    // 64 MB made and dropped in pieces of under 1 MB: heap used counts it until a full collection,
    // and one that comes meanwhile finds at most one piece still in use.
    let made = 0;
    for (let piece = 0; piece < 80; piece++) made += new Array(100_000).fill(piece + 0.5).length;
    expect(made).toBe(8_000_000);
    expect(heap.bytes()).toBeLessThan(kept + 4 * MB);
  });
});
