import { describe, expect, it } from 'vitest';
import { meetsPasswordRule, passwordRuleFailure } from './password-rule.ts';

describe('password rule', () => {
  it('accepts eight characters with a digit and a letter', () => {
    expect(meetsPasswordRule('abcdefg1')).toBe(true);
    expect(passwordRuleFailure('abcdefg1')).toBeNull();
  });

  it('says which part fails, shortest first', () => {
    expect(passwordRuleFailure('abc1')).toBe('tooShort');
    expect(passwordRuleFailure('abcdefgh')).toBe('noDigit');
    expect(passwordRuleFailure('12345678')).toBe('noLetterOrSymbol');
    expect(passwordRuleFailure('1234 5678')).toBe('noLetterOrSymbol');
  });

  it('counts a symbol as the letter-or-symbol part', () => {
    expect(meetsPasswordRule('1234567!')).toBe(true);
  });

  it('counts a non-ASCII digit as a digit (Arabic-Indic, full-width)', () => {
    expect(meetsPasswordRule('abcdefg٣')).toBe(true);
    expect(meetsPasswordRule('abcdefg３')).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    // Seven code points, eleven UTF-16 units.
    expect(passwordRuleFailure('😀😀😀😀a1b')).toBe('tooShort');
    expect(meetsPasswordRule('😀😀😀😀a1bc')).toBe(true);
  });
});
