// The frame every account e-mail shares: an HTML part with inline styles (mail clients drop <style>)
// and a plain-text part with the same words, so the link works in either.
import type { MailMessage } from '../mailer.ts';

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

/** Renders a mail with one call-to-action link as HTML and text. */
export function renderMail(to: string, content: MailContent, lang: string): MailMessage {
  const paragraphs = (lines: string[]) =>
    lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('\n');
  const link = escapeHtml(content.link);
  const html = `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f7f5;font-family:Arial,Helvetica,sans-serif;color:#1d2b22;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>
${paragraphs(content.intro)}
<p style="margin:24px 0"><a href="${link}" style="background:#4CA471;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(content.buttonLabel)}</a></p>
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

/** Picks the wording for a language, falling back to English (the default language, spec 000 §1). */
export function inLanguage<T>(wordings: { en: T } & Record<string, T>, lang: string): T {
  return wordings[lang] ?? wordings.en;
}
