/** One e-mail as the templates build it and the outbox keeps it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
