// The e-mails' words are the strings catalogue's `mail.` keys (docs/engineering.md#words-and-formats):
// every mail finds each of its words in each of the seven catalogues, a German mail shows what the
// German catalogue says, and counts are written with the language's plural.
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../mailer.ts';
import { certificationMail, type CertificationMailKind } from './certification-mail.ts';
import { helpdeskMail } from './helpdesk-mail.ts';
import { helpdeskReplyMail } from './helpdesk-reply-mail.ts';
import { joinDecisionMail } from './join-decision-mail.ts';
import { joinRequestConfirmationMail } from './join-request-confirmation-mail.ts';
import { joinRequestMail } from './join-request-mail.ts';
import { passwordResetMail } from './password-reset-mail.ts';
import { programmeInvitationMail } from './programme-invitation-mail.ts';
import { registrationMail } from './registration-mail.ts';
import { teamInvitationMail } from './team-invitation-mail.ts';
import { catalogueFiles, type Catalogues } from './words.ts';

const LINK = 'https://app.example.test/a-link?token=abc';
const to = 'a@example.test';

const kinds: CertificationMailKind[] = [
  'assigned-club',
  'assigned-verifier',
  'request-opened',
  'club-replied',
  'verifier-replied',
  'report-ready',
  'certified',
  'not-certified',
  'returned',
  'expires-in-six-months',
  'expires-in-one-month',
  'expired',
];

/** Every mail the server sends, in each of its branches, in `lang` from `catalogues`. */
function everyMail(lang: string, catalogues: Catalogues): [string, MailMessage][] {
  const mails: [string, MailMessage][] = [
    [
      'registration',
      registrationMail({ to, lang, firstName: 'Ailsa', link: LINK, expiresInHours: 48 }, catalogues),
    ],
    [
      'password reset',
      passwordResetMail({ to, lang, firstName: 'Ailsa', link: LINK, expiresInMinutes: 30 }, catalogues),
    ],
    [
      'join request confirmation',
      joinRequestConfirmationMail(
        { to, lang, firstName: 'Ailsa', organisationName: 'Heathland', link: LINK },
        catalogues,
      ),
    ],
    [
      'helpdesk reply',
      helpdeskReplyMail(
        { to, lang, firstName: 'Ailsa', reply: 'Yes.', message: 'How?', link: LINK },
        catalogues,
      ),
    ],
  ];
  for (const newAccount of [true, false]) {
    for (const message of ['Welcome aboard', null]) {
      mails.push([
        `team invitation (new account ${newAccount}, message ${message})`,
        teamInvitationMail(
          {
            to,
            lang,
            inviter: 'Rory Greens',
            organisationName: 'Heathland',
            link: LINK,
            newAccount,
            message,
            expiresInDays: 5,
          },
          catalogues,
        ),
      ]);
    }
    for (const role of ['staff', 'verifier', 'federation'] as const) {
      mails.push([
        `programme invitation (${role}, new account ${newAccount})`,
        programmeInvitationMail(
          { to, lang, inviter: 'Rory Greens', role, link: LINK, newAccount, expiresInDays: 14 },
          catalogues,
        ),
      ]);
    }
  }
  for (const declineReason of [null, 'Ask the secretary first.']) {
    mails.push([
      `join decision (${declineReason ?? 'approved'})`,
      joinDecisionMail(
        { to, lang, firstName: 'Ailsa', facility: 'Heathland', declineReason, link: LINK },
        catalogues,
      ),
    ]);
  }
  for (const kind of kinds) {
    for (const verifierName of ['Vera Verde', null]) {
      mails.push([
        `certification (${kind}, verifier ${verifierName})`,
        certificationMail(
          {
            to,
            lang,
            kind,
            organisationName: 'Heathland',
            verifierName,
            validUntil: '2030-06-01',
            link: LINK,
          },
          catalogues,
        ),
      ]);
    }
  }
  const user = { id: 7, firstName: 'Ailsa', lastName: 'Craig', email: 'ailsa@example.test' };
  for (const organisation of [{ id: 3, title: 'Heathland' }, null]) {
    for (const callBack of [{ phone: '+44 131 000', time: 'Tuesday' }, null]) {
      mails.push([
        `helpdesk (organisation ${organisation !== null}, call ${callBack !== null})`,
        helpdeskMail(
          { to, reason: callBack ? 'CALL' : 'HELP_ONCOURSE', message: 'Help.', callBack, user, organisation },
          catalogues,
        ),
      ]);
    }
  }
  for (const match of [{ id: 3, title: 'Heathland' }, null]) {
    mails.push([
      `join request (match ${match !== null})`,
      joinRequestMail(
        { to, user, organisationName: 'Heathland', country: 'Scotland', match, message: 'Hi.' },
        catalogues,
      ),
    ]);
  }
  return mails;
}

const files = catalogueFiles();

describe('the e-mails’ words in the strings catalogue', () => {
  // Each catalogue stands alone as the English one here, so nothing falls back: a key the
  // catalogue lacks shows as the key itself, and a placeholder without its value stays in braces.
  it.each(Object.keys(files))('finds every word of every mail in the %s catalogue', (lang) => {
    for (const [name, mail] of everyMail('en', { en: files[lang]! })) {
      const words = `${mail.subject}\n${mail.text}`;
      expect(words, `${lang}: ${name}`).not.toMatch(/(?:^|[^\w-])(?:mail|helpdesk)\.[A-Za-z]/m);
      expect(words, `${lang}: ${name}`).not.toMatch(/[{}]/);
    }
  });

  it('writes a German mail with the German catalogue’s words, and English where it lacks a key', () => {
    const de = { ...files.de };
    de['mail.registration.subject'] = 'Nur noch ein Schritt zu OnCourse';
    delete de['mail.registration.intro'];
    const mail = registrationMail(
      { to, lang: 'de', firstName: 'Ailsa', link: LINK, expiresInHours: 48 },
      { ...files, de },
    );
    expect(mail.subject).toBe('Nur noch ein Schritt zu OnCourse');
    expect(mail.text).toContain('Hallo Ailsa,');
    expect(mail.text).toContain(files.en!['mail.registration.intro']);
    expect(mail.text).toContain('Der Link funktioniert einmal und läuft in 48 Stunden ab.');
    expect(mail.html).toContain('<html lang="de">');
  });

  it('writes a count with the language’s plural', () => {
    const expiry = (lang: string, expiresInHours: number) =>
      registrationMail({ to, lang, firstName: 'Ailsa', link: LINK, expiresInHours }).text;
    expect(expiry('en', 1)).toContain('expires in 1 hour.');
    expect(expiry('en', 0)).toContain('expires in 0 hours.');
    // French counts 0 and 1 as one.
    expect(expiry('fr', 0)).toContain('expire dans 0 heure.');
    expect(expiry('fr', 2)).toContain('expire dans 2 heures.');
    expect(expiry('de', 1)).toContain('läuft in 1 Stunde ab.');
    const invitation = teamInvitationMail({
      to,
      lang: 'sv',
      inviter: 'Rory Greens',
      organisationName: 'Heathland',
      link: LINK,
      newAccount: false,
      message: null,
      expiresInDays: 1,
    });
    expect(invitation.text).toContain('Inbjudan gäller i 1 dag.');
  });
});
