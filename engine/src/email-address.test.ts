import { describe, expect, it } from 'vitest';
import { EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX_LENGTH, isEmailAddress } from './email-address.ts';

describe('isEmailAddress', () => {
  it('accepts ordinary addresses', () => {
    expect(isEmailAddress('greenkeeper@club.example')).toBe(true);
    expect(isEmailAddress('first.last+reviews@mail.golf-club.co.uk')).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const text of [
      '',
      'club.example',
      '@club.example',
      'a@',
      'a b@club.example',
      'a@club',
      'a@@club.example',
    ])
      expect(isEmailAddress(text), text).toBe(false);
  });

  it('bounds the local part at 64 characters, as SMTP servers do', () => {
    expect(isEmailAddress(`${'a'.repeat(EMAIL_LOCAL_PART_MAX_LENGTH)}@club.example`)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(EMAIL_LOCAL_PART_MAX_LENGTH + 1)}@club.example`)).toBe(false);
    // The address a black-box probe registered with: 254 characters, a 242-character local part.
    expect(isEmailAddress(`${'a'.repeat(242)}@club.example`)).toBe(false);
  });

  it('bounds the whole address at 254 characters', () => {
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.example`;
    const fits = `${'a'.repeat(EMAIL_MAX_LENGTH - domain.length - 1)}@${domain}`;
    expect(fits.length).toBe(EMAIL_MAX_LENGTH);
    expect(isEmailAddress(fits)).toBe(true);
    expect(isEmailAddress(`a${fits}`)).toBe(false);
  });
});
