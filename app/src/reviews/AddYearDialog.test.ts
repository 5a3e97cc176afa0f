import { describe, expect, it } from 'vitest';
import { unusedYears } from './AddYearDialog';

const year = (value: number) => ({
  year: value,
  answerSetId: value,
  questionSetId: 6,
  progress: 0,
  complete: false,
  sections: [],
});

describe('unusedYears', () => {
  it('offers only the years the programme lists and the organisation has not added (docs/annual-data.md#behaviour)', () => {
    const options = [2026, 2025, 2024, 2023].map((value) => ({ key: String(value), value }));
    expect(unusedYears(options, [year(2025), year(2023)])).toEqual([2026, 2024]);
    expect(unusedYears(options, [])).toEqual([2026, 2025, 2024, 2023]);
    expect(
      unusedYears(
        options,
        options.map(({ value }) => year(value)),
      ),
    ).toEqual([]);
  });
});
