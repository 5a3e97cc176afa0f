// Who a step of a case or its certificate's calendar needs, and telling them: an e-mail through the
// outbox in each reader's language and a notice on their helpdesk badge
// (docs/certification.md#messages-and-reminders). Written in the transaction of what caused them,
// so a message exists exactly when its step does.
import type { AppContext } from '../../core/context.ts';
import type { Executor } from '../../db/client.ts';
import type { CertificationTopic } from '../../db/schema/index.ts';
import {
  certificationMail,
  certificationMailLanguages,
  certificationWording,
  type CertificationMailKind,
} from '../../mail/templates/certification-mail.ts';
import { insertPersonalNotice } from '../helpdesk/index.ts';
import { findStaffReaders } from '../programme/index.ts';
import { findOrganisationManagers } from '../team/index.ts';
import { findUserById } from '../users/index.ts';
import * as repository from './certification.repository.ts';

/** What sending a message needs: the database, the mailer and the app's address for links. */
export type MessageContext = Pick<AppContext, 'db' | 'mailer'> & {
  config: Pick<AppContext['config'], 'appUrl'>;
};

type Audience = 'club' | 'verifier' | 'staff';
type View = NonNullable<Awaited<ReturnType<typeof repository.findCaseView>>>;
interface Reader {
  id: number;
  email: string;
  language: string;
}

/** Each topic's readers and what each is told. */
const audiences: Record<CertificationTopic, [Audience, CertificationMailKind][]> = {
  assigned: [
    ['verifier', 'assigned-verifier'],
    ['club', 'assigned-club'],
  ],
  'request-opened': [['club', 'request-opened']],
  'club-replied': [['verifier', 'club-replied']],
  'verifier-replied': [['club', 'verifier-replied']],
  'report-ready': [['staff', 'report-ready']],
  certified: [['club', 'certified']],
  'not-certified': [['club', 'not-certified']],
  returned: [['club', 'returned']],
  'expires-in-six-months': [['club', 'expires-in-six-months']],
  'expires-in-one-month': [['club', 'expires-in-one-month']],
  expired: [['club', 'expired']],
};

async function readersOf(tx: Executor, audience: Audience, view: View): Promise<Reader[]> {
  switch (audience) {
    case 'club':
      return findOrganisationManagers(tx, view.case.organisationId);
    case 'staff':
      return findStaffReaders(tx);
    case 'verifier': {
      const user = view.verifierUserId === null ? undefined : await findUserById(tx, view.verifierUserId);
      return user ? [{ id: user.id, email: user.email, language: user.language }] : [];
    }
  }
}

/** The club reads its certification page; staff and the verifier the case in the programme area. */
const pathFor = (audience: Audience, caseId: number) => {
  switch (audience) {
    case 'club':
      return '/certification';
    case 'staff':
      return `/programme/cases/${caseId}`;
    case 'verifier':
      return `/programme/my-cases/${caseId}`;
  }
};

/**
 * Tells everyone `topic` needs, inside `tx`. Answers false, sending nothing, when the topic is a
 * once-only reminder of the case that was sent before (by this server or another).
 */
export async function sendCaseMessage(
  ctx: MessageContext,
  tx: Executor,
  caseId: number,
  topic: CertificationTopic,
): Promise<boolean> {
  const messageId = await repository.insertMessage(tx, caseId, topic);
  if (messageId === undefined) return false;
  const view = await repository.findCaseView(tx, caseId);
  if (!view) return false;
  const facts = {
    organisationName: view.organisationTitle,
    verifierName: view.verifierName,
    validUntil: view.case.validUntil,
  };
  for (const [audience, kind] of audiences[topic]) {
    const readers = await readersOf(tx, audience, view);
    if (readers.length === 0) continue;
    const path = pathFor(audience, caseId);
    const title: Record<string, string> = {};
    const body: Record<string, string> = {};
    for (const lang of certificationMailLanguages) {
      const wording = certificationWording(kind, facts, lang);
      title[lang] = wording.subject;
      body[lang] = wording.line;
    }
    const theme = audience === 'club' && view.organisationType === 'TOURNAMENT' ? 'tournament' : 'facility';
    for (const reader of readers) {
      await ctx.mailer.send(
        certificationMail({
          ...facts,
          to: reader.email,
          lang: reader.language,
          kind,
          link: `${ctx.config.appUrl}${path}`,
          theme,
        }),
        tx,
      );
      await insertPersonalNotice(tx, {
        kind: 'certification',
        sourceId: messageId,
        userId: reader.id,
        title,
        body,
        link: path,
      });
    }
  }
  return true;
}
