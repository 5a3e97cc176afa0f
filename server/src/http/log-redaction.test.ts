import { describe, expect, it } from 'vitest';
import { redactUrl, serializeRequest } from './log-redaction.ts';

describe('request log redaction', () => {
  it('hides registration and reset tokens in logged URLs', () => {
    expect(redactUrl('/api/registration/validate-token?token=abc123&lang=de')).toBe(
      '/api/registration/validate-token?token=[redacted]&lang=de',
    );
    expect(redactUrl('/api/auth/validate-password-reset-token?lang=en&token=s3cret')).toBe(
      '/api/auth/validate-password-reset-token?lang=en&token=[redacted]',
    );
  });

  it('leaves URLs without secrets unchanged', () => {
    expect(redactUrl('/api/country/countries?tokens=1')).toBe('/api/country/countries?tokens=1');
  });

  it('serializes requests without the secret', () => {
    const logged = serializeRequest({ method: 'GET', url: '/api/registration/validate-token?token=x', ip: '127.0.0.1' });
    expect(JSON.stringify(logged)).not.toContain('token=x');
  });
});
