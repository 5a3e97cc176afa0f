import { describe, expect, it } from 'vitest';
import { downloadFileName } from './download';

describe("downloads keep the server's file name (docs/improve.md#calls)", () => {
  it('prefers the content-filename header', () => {
    const headers = new Headers({
      'content-filename': 'Sample%20annual%20report.pdf',
      'content-disposition': 'attachment; filename="other.pdf"',
    });
    expect(downloadFileName(headers, 'fallback.pdf')).toBe('Sample annual report.pdf');
  });

  it('reads Content-Disposition, the encoded form first', () => {
    expect(
      downloadFileName(
        new Headers({
          'content-disposition':
            'attachment; filename="Leitfaden.pdf"; filename*=UTF-8\'\'Leitfaden%20Zertifizierung.pdf',
        }),
        'x.pdf',
      ),
    ).toBe('Leitfaden Zertifizierung.pdf');
    expect(
      downloadFileName(new Headers({ 'content-disposition': 'attachment; filename="guide.pdf"' }), 'x.pdf'),
    ).toBe('guide.pdf');
  });

  it('falls back to the document name when the server names none', () => {
    expect(downloadFileName(new Headers(), 'Certification guide.pdf')).toBe('Certification guide.pdf');
  });
});
