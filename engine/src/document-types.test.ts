import { describe, expect, it } from 'vitest';
import { documentPickerTypes, documentTitleFromFileName, textKindOfName } from './document-types.ts';

describe('documentTitleFromFileName', () => {
  it('reads a file name as a title: no extension, separators as spaces, a capital first', () => {
    expect(documentTitleFromFileName('irrigation_plan-2026.pdf')).toBe('Irrigation plan 2026');
    expect(documentTitleFromFileName('C:\\Users\\keeper\\Energy  audit__v2.final.xlsx')).toBe(
      'Energy audit v2.final',
    );
    expect(documentTitleFromFileName('IMG_0042.HEIC')).toBe('IMG 0042');
    expect(documentTitleFromFileName('README')).toBe('README');
  });

  it('leaves nothing when the name has nothing readable', () => {
    expect(documentTitleFromFileName('___.pdf')).toBe('');
  });
});

describe('what the library takes', () => {
  it('offers office documents, images and CSV in the picker, never programs', () => {
    const types = documentPickerTypes();
    expect(types).toEqual(expect.arrayContaining(['.pdf', '.docx', '.xls', '.pptx', '.odt', '.png', '.csv']));
    expect(types).not.toEqual(expect.arrayContaining(['.exe']));
    expect(types.some((type) => /\.(exe|sh|js|bat|cmd|ps1|html|svg)$/.test(type))).toBe(false);
  });

  it('knows CSV and text only by their extension', () => {
    expect(textKindOfName('usage.CSV')?.id).toBe('csv');
    expect(textKindOfName('notes.txt')?.id).toBe('text');
    expect(textKindOfName('run.sh')).toBeUndefined();
    expect(textKindOfName('csv')).toBeUndefined();
  });
});
