import { describe, expect, it } from 'vitest';
import { newCertificateCode, normaliseCertificateCode } from './certificate-code.ts';

describe('certificate codes', () => {
  it('are three groups of four characters that cannot be misread', () => {
    const code = newCertificateCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('differ from one certificate to the next', () => {
    const codes = new Set(Array.from({ length: 1000 }, newCertificateCode));
    expect(codes.size).toBe(1000);
  });

  it('are read back as typed by a person: lower case, spaces, O for zero and I or L for one', () => {
    expect(normaliseCertificateCode('7kq2 m9xd 4tob')).toBe('7KQ2-M9XD-4T0B');
    expect(normaliseCertificateCode('1ll1-IIII-0000')).toBe('1111-1111-0000');
  });

  it('refuse what cannot be a code', () => {
    expect(normaliseCertificateCode('7KQ2-M9XD')).toBeNull();
    expect(normaliseCertificateCode('7KQ2-M9XD-4T0U')).toBeNull();
    expect(normaliseCertificateCode('')).toBeNull();
  });
});
