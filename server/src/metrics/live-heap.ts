// The heap the server keeps: V8's heap used as a full garbage collection leaves it. Heap used read
// at any other moment includes garbage not yet collected, and V8 lets that pile up for minutes
// between full collections (docs/engineering.md#soak), so only this says whether memory grows.
import { GCProfiler, getHeapStatistics } from 'node:v8';

export interface LiveHeap {
  /** Heap used after the last full collection; before the first one, heap used now. */
  bytes(): number;
  stop(): void;
}

/** V8's name for a full (mark-compact) collection in a GC profile. */
const FULL_COLLECTION = 'MarkSweepCompact';
/** A profile keeps a record of every collection until it is read: read it this often at least. */
const READ_EVERY_MS = 10_000;

export function watchLiveHeap(): LiveHeap {
  // The profile records the heap as each collection left it, inside the collection; a reading
  // taken afterwards, on the event loop, would count what was allocated since.
  let profiler = new GCProfiler();
  profiler.start();
  let afterFullCollection: number | null = null;
  const read = () => {
    const profile = profiler.stop();
    profiler = new GCProfiler();
    profiler.start();
    for (const collection of profile?.statistics ?? []) {
      if (collection.gcType === FULL_COLLECTION)
        afterFullCollection = collection.afterGC.heapStatistics.usedHeapSize;
    }
  };
  const timer = setInterval(read, READ_EVERY_MS).unref();
  return {
    bytes() {
      read();
      return afterFullCollection ?? getHeapStatistics().used_heap_size;
    },
    stop() {
      clearInterval(timer);
      profiler.stop();
    },
  };
}
