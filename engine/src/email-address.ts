/** The longest address SMTP can carry (RFC 5321 §4.5.3.1.3: a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** The longest local part, before the @ (RFC 5321 §4.5.3.1.1). */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

// The shape ajv-formats' full `email` format checks (dot-atom local part, hostname labels).
const shape =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/**
 * Whether a text is an e-mail address a mail server will accept: the usual shape, at most 254
 * characters in all and 64 before the @ (docs/accounts.md#limits caps addresses at 254; the local-part bound is
 * the RFC's, so an address the form accepts is never refused by SMTP later).
 */
export function isEmailAddress(text: string): boolean {
  if (text.length > EMAIL_MAX_LENGTH) return false;
  const at = text.lastIndexOf('@');
  if (at < 1 || at > EMAIL_LOCAL_PART_MAX_LENGTH) return false;
  return shape.test(text);
}
