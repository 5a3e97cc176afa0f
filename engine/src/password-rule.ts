/** The shortest password accepted (docs/accounts.md#limits: a server rule the forms apply too). */
export const PASSWORD_MIN_LENGTH = 8;

// Any decimal digit, ASCII or not: a user typing '٣' or '３' has typed a digit.
const digit = /\p{Nd}/u;
// A letter, or any visible symbol or punctuation (anything printable that is neither a digit nor a space).
const letterOrSymbol = /[\p{L}\p{M}\p{P}\p{S}]/u;

/** Which part of the password rule a password breaks, or null when it meets the rule. */
export type PasswordRuleFailure = 'tooShort' | 'noDigit' | 'noLetterOrSymbol';

/**
 * The password rule (docs/accounts.md#input-rules, docs/accounts.md#limits): at least 8 characters (code points, so an emoji counts
 * once), at least one digit and at least one letter or symbol. The first rule broken, in that
 * order, so a form can say which one; the app and the server both call this one function.
 */
export function passwordRuleFailure(password: string): PasswordRuleFailure | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (!digit.test(password)) return 'noDigit';
  if (!letterOrSymbol.test(password)) return 'noLetterOrSymbol';
  return null;
}

/** True when the password meets the rule of docs/accounts.md#input-rules. */
export function meetsPasswordRule(password: string): boolean {
  return passwordRuleFailure(password) === null;
}
