import { useBlocker, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The question "leave?" while it is open, with its two answers; null while nothing asks. */
export interface LeaveQuestion {
  /** Goes where the person was going (the link, or Back and Forward's steps), without asking again. */
  proceed: () => void;
  /** Stays on this page, at its own address. */
  reset: () => void;
}

/**
 * Asks before a page is left while `unsaved` says there is something to lose (never on the way to
 * a page `freeTo` names), keeping the address bar and the screen in
 * step (docs/reviews.md#behaviour "Nothing typed is lost"). A link or the app's own navigation
 * waits on the question with the address unchanged: the router's blocker with its resolver. The
 * browser's Back and Forward have moved the address already when they are seen, so the history
 * turns them back at once and the question is asked on this page's own address; leaving then
 * takes the same steps again, without asking. Closing the tab or reloading asks the browser's own
 * question while `unsaved` holds.
 */
export function useLeaveBlocker(
  unsaved: () => boolean,
  freeTo: (pathname: string) => boolean = () => false,
): LeaveQuestion | null {
  const router = useRouter();
  // The blockers are registered once; they read the newest rules.
  const rules = useRef({ unsaved, freeTo });
  useEffect(() => {
    rules.current = { unsaved, freeTo };
  });
  const ask = useCallback(
    (pathname: string) => rules.current.unsaved() && !rules.current.freeTo(pathname),
    [],
  );
  // Back and Forward turned back: how many steps through the history they asked for.
  const [steps, setSteps] = useState<number | null>(null);

  const navigation = useBlocker({
    shouldBlockFn: useCallback(
      ({ action, next }: { action: string; next: { pathname: string } }) =>
        (action === 'PUSH' || action === 'REPLACE') && ask(next.pathname),
      [ask],
    ),
    enableBeforeUnload: useCallback(() => rules.current.unsaved(), []),
    withResolver: true,
  });

  useEffect(
    () =>
      router.history.block({
        blockerFn: ({ currentLocation, nextLocation, action }) => {
          if (action === 'PUSH' || action === 'REPLACE') return false;
          if (!ask(nextLocation.pathname)) return false;
          // The history's index of each entry says how far the browser went (a long press on Back
          // may go several entries at once).
          setSteps(nextLocation.state.__TSR_index - currentLocation.state.__TSR_index);
          return true;
        },
        enableBeforeUnload: false,
      }),
    [router, ask],
  );

  const { status, proceed, reset } = navigation;
  if (steps === null && status !== 'blocked') return null;
  return {
    proceed: () => {
      if (steps === null) {
        proceed?.();
        return;
      }
      // A link waiting as well is dropped: the person chose the browser's way out.
      reset?.();
      setSteps(null);
      router.history.go(steps, { ignoreBlocker: true });
    },
    reset: () => {
      reset?.();
      setSteps(null);
    },
  };
}
