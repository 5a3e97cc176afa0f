import { describe, expect, it } from 'vitest';
import { loadStrings } from '@oncourse/fixtures';
import type { MailMessage } from '../mailer.ts';
import { helpdeskReplyMail } from './helpdesk-reply-mail.ts';
import { joinDecisionMail } from './join-decision-mail.ts';
import { joinRequestConfirmationMail } from './join-request-confirmation-mail.ts';
import { passwordResetMail } from './password-reset-mail.ts';
import { programmeInvitationMail } from './programme-invitation-mail.ts';
import { registrationMail } from './registration-mail.ts';
import { teamInvitationMail } from './team-invitation-mail.ts';

const LINK = 'https://app.example.test/a-link?token=abc';

/** Every mail a person receives about their own account, in a given language. */
const mails: Record<string, (lang: string) => MailMessage> = {
  registration: (lang) =>
    registrationMail({ to: 'a@example.test', firstName: 'Ailsa', link: LINK, lang, expiresInHours: 48 }),
  'password reset': (lang) =>
    passwordResetMail({ to: 'a@example.test', firstName: 'Ailsa', link: LINK, lang, expiresInMinutes: 30 }),
  'team invitation': (lang) =>
    teamInvitationMail({
      to: 'a@example.test',
      inviter: 'Rory Greens',
      organisationName: 'Heathland Links',
      link: LINK,
      newAccount: true,
      message: 'Welcome aboard',
      expiresInDays: 5,
      lang,
    }),
  'programme invitation': (lang) =>
    programmeInvitationMail({
      to: 'a@example.test',
      inviter: 'Rory Greens',
      role: 'verifier',
      link: LINK,
      newAccount: true,
      expiresInDays: 14,
      lang,
    }),
  'join request confirmation': (lang) =>
    joinRequestConfirmationMail({
      to: 'a@example.test',
      firstName: 'Ailsa',
      organisationName: 'Heathland Links',
      link: LINK,
      lang,
    }),
  'join request approved': (lang) =>
    joinDecisionMail({
      to: 'a@example.test',
      firstName: 'Ailsa',
      facility: 'Heathland Links',
      declineReason: null,
      link: LINK,
      lang,
    }),
  'join request declined': (lang) =>
    joinDecisionMail({
      to: 'a@example.test',
      firstName: 'Ailsa',
      facility: 'Heathland Links',
      declineReason: 'Please ask the secretary first.',
      link: LINK,
      lang,
    }),
  'helpdesk reply': (lang) =>
    helpdeskReplyMail({
      to: 'a@example.test',
      firstName: 'Ailsa',
      reply: 'Open the facility profile.',
      message: 'How do I add a course?',
      link: LINK,
      lang,
    }),
};

// The languages the app is translated into: a person who uses one reads their mail in it too.
const languages = Object.keys(loadStrings()).filter((lang) => lang !== 'en');

describe.each(Object.entries(mails))('the %s mail', (_name, mail) => {
  const english = mail('en');

  it.each(languages)('is written in %s, with the link and the names', (lang) => {
    const message = mail(lang);
    expect(message.html).toContain(`<html lang="${lang}">`);
    expect(message.subject).not.toBe(english.subject);
    expect(message.text).not.toBe(english.text);
    expect(message.text).toContain(LINK);
    for (const name of ['Ailsa', 'Rory Greens', 'Heathland Links', 'Welcome aboard']) {
      expect(message.text.includes(name)).toBe(english.text.includes(name));
    }
  });

  it('falls back to English for a language it does not know', () => {
    expect(mail('xx').subject).toBe(english.subject);
    expect(mail('xx').html).toContain('<html lang="en">');
  });
});
