// Runs the certificate's calendar inside the server: soon after start and every hour, on one
// server at a time when several share a PostgreSQL database (an advisory lock), with the clock
// given so tests can move time.
import type { AppContext } from '../../core/context.ts';
import { runAlone } from '../../db/advisory-lock.ts';
import { runCertificateCalendar, type CalendarRound } from './certificate-calendar.service.ts';
import type { MessageContext } from './case-messages.service.ts';

/** Any constant no other work on the same database locks with. */
export const CALENDAR_LOCK_KEY = 0x0c0c_ce27;
const EVERY_MS = 60 * 60_000;
const FIRST_AFTER_MS = 60_000;

export interface CalendarJob {
  /** One round now (tests, and the timer): null when another server is running one. */
  runNow(): Promise<CalendarRound | null>;
  stop(): void;
}

export function startCertificateCalendar(
  ctx: MessageContext & Pick<AppContext, 'dbKind' | 'log'>,
  options: { now?: () => Date; timer?: boolean } = {},
): CalendarJob {
  const now = options.now ?? (() => new Date());
  const runNow = async (): Promise<CalendarRound | null> => {
    let round: CalendarRound | null = null;
    await runAlone({ db: ctx.db, kind: ctx.dbKind }, CALENDAR_LOCK_KEY, async () => {
      round = await runCertificateCalendar(ctx, now());
    });
    return round;
  };
  const tick = () =>
    void runNow()
      .then((round) => {
        if (round && round.sent + round.cleared > 0) ctx.log.info(round, 'Certificate reminders sent');
      })
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'Could not run the certificate reminders'));
  if (options.timer === false) return { runNow, stop: () => undefined };
  let repeat: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    tick();
    repeat = setInterval(tick, EVERY_MS).unref();
  }, FIRST_AFTER_MS).unref();
  return {
    runNow,
    stop: () => {
      clearTimeout(first);
      clearInterval(repeat);
    },
  };
}
