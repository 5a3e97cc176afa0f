import { useSyncExternalStore } from 'react';
import { NARROW_SCREEN } from './expandable';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on screens 576 px wide or narrower (docs/improve.md#limits), following the window as it resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () =>
    typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN).matches : false,
  );
}
