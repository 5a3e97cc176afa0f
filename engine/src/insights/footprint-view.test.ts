import { describe, expect, it } from 'vitest';
import { annualDataSet, answers2024 } from '../../test/insights-fixtures.ts';
import { syntheticFactors as data } from '../../test/synthetic-factors.ts';
import { ANNUAL_DATA_QUESTIONS as Q } from './annual-data-map.ts';
import { footprint } from './footprint.ts';
import { footprintView, questionLinks } from './footprint-view.ts';

const base = { year: 2024, country: 'GB', unitSystem: 'metric' as const, holes: 27, hectares: 68.5 };

describe('the footprint as it is shown', () => {
  it('links each question left unanswered to the section and field set where it is answered', () => {
    const answers = { ...answers2024.answers };
    delete answers[Q.electricity.grid];
    const view = footprintView(footprint({ ...base, answers }, data), annualDataSet, 'metric');
    const link = view.missing.find((question) => question.questionId === Q.electricity.grid);
    const place = questionLinks(annualDataSet).get(Q.electricity.grid)!;
    expect(link).toEqual(place);
    const section = annualDataSet.sections.find((candidate) => candidate.id === place.sectionId)!;
    expect(section.slug).toBe(place.sectionSlug);
    expect(
      section.subsections
        .flatMap((subsection) => subsection.fieldSets)
        .find((set) => set.id === place.fieldSetId)
        ?.questions.some((question) => question.id === Q.electricity.grid),
    ).toBe(true);
  });

  it('keeps each line with its whole published factor and its tonnes, and the totals of both methods', () => {
    const result = footprint({ ...base, answers: answers2024.answers }, data);
    const view = footprintView(result, annualDataSet, 'british imperial');
    expect(view.unitSystem).toBe('british imperial');
    expect(view.lines).toHaveLength(result.lines.length);
    const [line] = view.lines;
    expect(line!.tonnes).toBe(result.lines[0]!.tonnes);
    expect(line!.factor.source).toBe(result.lines[0]!.factor.source);
    expect(view.market.total).toBe(result.market.total);
    expect(view.location.total).toBe(result.location.total);
  });
});
