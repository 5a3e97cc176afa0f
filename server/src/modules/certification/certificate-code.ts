import { randomInt } from 'node:crypto';

// Crockford's base-32 alphabet: no I, L, O or U, so a code read off paper and typed in is not
// mistaken for another (docs/certification.md#deciding).
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** A new certificate code such as `7KQ2-M9XD-4T0B`: 60 random bits, unguessable in practice. */
export function newCertificateCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    let group = '';
    for (let i = 0; i < GROUP_LENGTH; i++) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/**
 * A code as a person may type it (lower case, spaces, O for 0, I or L for 1) in the stored form,
 * or null when it cannot be one.
 */
export function normaliseCertificateCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (plain.length !== GROUPS * GROUP_LENGTH) return null;
  if ([...plain].some((c) => !ALPHABET.includes(c))) return null;
  return plain.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))!.join('-');
}
