import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/**
 * Takes over a prerendered page (docs/engineering.md#prerendered-pages) in a transition: React then
 * hydrates in slices of a few milliseconds instead of one long task, so a phone's main thread is
 * never held for long and a tap or a keypress meanwhile is answered (and replayed once hydrated).
 */
export function hydratePrerendered(container: Element, app: ReactNode): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app);
  });
  if (!root) throw new Error('startTransition did not run its callback');
  return root;
}
