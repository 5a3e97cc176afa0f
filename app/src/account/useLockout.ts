import { useCallback, useEffect, useState } from 'react';

/** docs/registration.md#limits: the resend button stays locked for 5000 ms after each click. */
export const RESEND_LOCKOUT_MS = 5000;

/**
 * A lock that turns on when `lock()` is called and off again after `ms` milliseconds, counting the
 * whole seconds left (so a label can say when the button works again); 0 when unlocked.
 */
export function useLockout(ms: number): [secondsLeft: number, lock: () => void] {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    // Tick once a second, and exactly at the end, so the count and the unlock are on time.
    const tick = setInterval(() => setNow(Date.now()), 1000);
    const end = setTimeout(() => setUntil(null), until - Date.now());
    return () => {
      clearInterval(tick);
      clearTimeout(end);
    };
  }, [until]);
  const lock = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setUntil(start + ms);
  }, [ms]);
  const secondsLeft = until === null ? 0 : Math.max(1, Math.ceil((until - now) / 1000));
  return [secondsLeft, lock];
}
