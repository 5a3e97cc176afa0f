// The frame every account e-mail shares: an HTML part with inline styles (mail clients drop <style>)
// and a plain-text part with the same words, so the link works in either.
import type { MailMessage } from '../mailer.ts';
import type { Text } from '../../modules/reference/text.ts';
import { mailWords, type Catalogues } from './words.ts';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and attribute values (names and links come from users). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character]!);
}

/** Free text a person typed, as the mail's paragraphs: one a line, blank lines left out. */
export const paragraphs = (text: string): string[] =>
  text.split(/\r?\n/).filter((line) => line.trim() !== '');

export interface MailContent {
  subject: string;
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  buttonLabel: string;
  link: string;
  /** Paragraphs after the button (expiry, what to do when the mail was not expected). */
  outro: string[];
  signature: string;
}

/** Tournament accounts read their mails in the tournament blue, everyone else in facility green (docs/languages-units-themes.md#languages). */
export type MailTheme = 'facility' | 'tournament';

const colours: Record<MailTheme, { button: string; page: string }> = {
  facility: { button: '#4CA471', page: '#f4f7f5' },
  tournament: { button: '#1077C6', page: '#f3f6f9' },
};

/** What every account mail is addressed by: its recipient, language and theme. */
export interface MailAddress {
  to: string;
  lang: string;
  /** Facility green when absent. */
  theme?: MailTheme;
}

/**
 * A mail in its recipient's language (English when that one has no catalogue,
 * docs/languages-units-themes.md#languages) and theme: `content` says which catalogue keys make
 * its parts and what goes into them; the words are the catalogue's (words.ts).
 */
export function composeMail<Input extends MailAddress>(
  input: Input,
  content: (text: Text, input: Input) => MailContent,
  catalogues?: Catalogues,
): MailMessage {
  const { lang, text } = mailWords(input.lang, catalogues);
  return renderMail(input.to, content(text, input), lang, input.theme);
}

/** Renders a mail with one call-to-action link as HTML and text. */
export function renderMail(
  to: string,
  content: MailContent,
  lang: string,
  theme: MailTheme = 'facility',
): MailMessage {
  const colour = colours[theme];
  const paragraphs = (lines: string[]) =>
    lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('\n');
  const link = escapeHtml(content.link);
  const html = `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:${colour.page};font-family:Arial,Helvetica,sans-serif;color:#1d2b22;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>
${paragraphs(content.intro)}
<p style="margin:24px 0"><a href="${link}" style="background:${colour.button};color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(content.buttonLabel)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4a5a50;word-break:break-all">${link}</p>
${paragraphs(content.outro)}
<p style="margin:0">${escapeHtml(content.signature)}</p>
</div>
</body>
</html>
`;
  const text = [
    content.greeting,
    '',
    ...content.intro.flatMap((line) => [line, '']),
    content.link,
    '',
    ...content.outro.flatMap((line) => [line, '']),
    content.signature,
    '',
  ].join('\n');
  return { to, subject: content.subject, text, html };
}
