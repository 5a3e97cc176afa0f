import { describe, expect, it } from 'vitest';
import { question } from '../test/builders.ts';
import type { UiType } from './model.ts';
import {
  and,
  createRegistry,
  fieldTypeIs,
  hasTrait,
  NOT_APPLICABLE,
  not,
  or,
  rankWith,
  resolve,
  uiTypeIs,
  withEntry,
} from './registry.ts';

describe('renderer registry', () => {
  const registry = createRegistry(
    [
      { tester: rankWith(1, uiTypeIs('TEXTINPUTS')), renderer: 'text' },
      {
        tester: rankWith(2, and(uiTypeIs('TEXTINPUTS'), fieldTypeIs('number', 'percentage'))),
        renderer: 'number',
      },
      { tester: rankWith(3, and(uiTypeIs('TEXTINPUTS'), hasTrait('hasUnit'))), renderer: 'measured' },
      { tester: rankWith(1, or(uiTypeIs('DROPDOWNLIST'), uiTypeIs('SINGLECHOICE'))), renderer: 'choice' },
      {
        tester: rankWith(2, and(uiTypeIs('DATAGRID'), hasTrait('verticalTableLayout'))),
        renderer: 'vertical-grid',
      },
      { tester: rankWith(1, uiTypeIs('DATAGRID')), renderer: 'grid' },
      {
        tester: rankWith(5, and(uiTypeIs('MULTIPLECHOICE'), not(hasTrait('optional')))),
        renderer: 'required-checkboxes',
      },
    ],
    'fallback',
  );

  it('picks the highest rank', () => {
    expect(resolve(registry, question({ fieldType: 'text' }))).toBe('text');
    expect(resolve(registry, question({ fieldType: 'number' }))).toBe('number');
    expect(resolve(registry, question({ fieldType: 'number', unitType: 'volume' }))).toBe('measured');
    expect(resolve(registry, question({ uiType: 'DATAGRID', verticalTableLayout: true }))).toBe(
      'vertical-grid',
    );
    expect(resolve(registry, question({ uiType: 'DATAGRID' }))).toBe('grid');
    expect(resolve(registry, question({ uiType: 'SINGLECHOICE' }))).toBe('choice');
  });

  it('falls back for an unknown uiType instead of throwing', () => {
    expect(resolve(registry, question({ uiType: 'SLIDER' as UiType }))).toBe('fallback');
    expect(resolve(registry, question({ uiType: 'MULTIPLECHOICE', optional: true }))).toBe('fallback');
  });

  it('treats a throwing tester as not applicable', () => {
    const broken = withEntry(registry, {
      tester: () => {
        throw new Error('bad tester');
      },
      renderer: 'broken',
    });
    expect(resolve(broken, question())).toBe('text');
  });

  it('gives ties to the entry registered first and ignores non-finite ranks', () => {
    const tied = createRegistry(
      [
        { tester: () => Number.NaN, renderer: 'nan' },
        { tester: rankWith(1, () => true), renderer: 'first' },
        { tester: rankWith(1, () => true), renderer: 'second' },
      ],
      'fallback',
    );
    expect(resolve(tied, question())).toBe('first');
  });

  it('adds an entry without changing the original registry', () => {
    const extended = withEntry(registry, { tester: rankWith(9, uiTypeIs('CALCULATING')), renderer: 'calc' });
    expect(resolve(extended, question({ uiType: 'CALCULATING' }))).toBe('calc');
    expect(resolve(registry, question({ uiType: 'CALCULATING' }))).toBe('fallback');
  });

  it('has testers for every boolean trait', () => {
    const q = question({
      requiredForCertification: true,
      allowAddMore: true,
      isMultiple: true,
      notes: false,
      nestedQuestions: [question()],
      rowQuestions: [question()],
      calculation: { expression: 1 },
    });
    expect(
      (
        [
          'requiredForCertification',
          'allowAddMore',
          'isMultiple',
          'hasNestedQuestions',
          'hasRowQuestions',
          'hasCalculation',
        ] as const
      ).every((trait) => hasTrait(trait)(q)),
    ).toBe(true);
    expect(hasTrait('notes')(q)).toBe(false);
    expect(rankWith(4, hasTrait('notes'))(q)).toBe(NOT_APPLICABLE);
    expect(fieldTypeIs('number')(question({ fieldType: null }))).toBe(false);
  });
});
