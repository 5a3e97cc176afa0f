import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 000 §9: the resend button stays locked for 5000 ms after each click. */
export const RESEND_LOCKOUT_MS = 5000;

/** A flag that turns on when `lock()` is called and off again after `ms` milliseconds. */
export function useLockout(ms: number): [locked: boolean, lock: () => void] {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const lock = useCallback(() => {
    setLocked(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), ms);
  }, [ms]);
  return [locked, lock];
}
