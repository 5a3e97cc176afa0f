// The certificate's calendar (docs/certification.md#messages-and-reminders): six months and one
// month before its last day the club is reminded to renew, and after it the organisation's
// certified flag is cleared and the club told. Each message goes once per certificate, whichever
// server gets there first: the message's row is unique per case and topic.
import { certificateReminder, reminderHorizon } from '@oncourse/engine';
import { today } from '../../core/today.ts';
import { clearExpiredCertification } from '../organisations/index.ts';
import { sendCaseMessage, type MessageContext } from './case-messages.service.ts';
import * as repository from './certification.repository.ts';

export interface CalendarRound {
  /** Reminders and expiry messages sent. */
  sent: number;
  /** Organisations whose certified flag was cleared. */
  cleared: number;
}

/** One pass of the calendar as of `now`: each certificate's due message, then every expired flag cleared. */
export async function runCertificateCalendar(ctx: MessageContext, now: Date): Promise<CalendarRound> {
  const day = today(now);
  let sent = 0;
  let cleared = 0;
  for (const certificate of await repository.findCertificatesNearEnd(ctx.db, reminderHorizon(day))) {
    const due = certificateReminder(certificate.validUntil, day);
    if (due === null || certificate.sent.includes(due)) continue;
    await ctx.db.transaction(async (tx) => {
      if (await sendCaseMessage(ctx, tx, certificate.caseId, due)) sent += 1;
      if (due === 'expired')
        cleared += (await clearExpiredCertification(tx, day, certificate.organisationId)).length;
    });
  }
  // A flag set without a case of this product's (imported, or set by hand) expires all the same.
  cleared += (await clearExpiredCertification(ctx.db, day)).length;
  return { sent, cleared };
}
