import { describe, expect, it } from 'vitest';
import { answer, question, questionSet, section, subsection, fieldSet } from '../../test/builders.ts';
import { readiness } from './readiness.ts';
import { annualDataSet, answers2025 } from '../../test/insights-fixtures.ts';

describe('readiness', () => {
  it('is the share of required questions complete, with per section what is missing or saved for later', () => {
    const [a, b, c] = [1, 2, 3].map(() => question({ requiredForCertification: true }));
    const free = question();
    const calculated = question({
      requiredForCertification: true,
      uiType: 'CALCULATING',
      questionType: 'CALCULATING',
    });
    const set = questionSet([
      section([subsection([fieldSet([a!, free, calculated])])], { slug: 'water' }),
      section([subsection([fieldSet([b!, c!])])], { slug: 'energy' }),
    ]);
    const result = readiness([
      {
        set,
        answers: {
          [a!.id]: answer({ complete: true }),
          [b!.id]: answer({ savelater: true }),
          [free.id]: answer({ complete: true }),
        },
      },
    ]);
    expect(result).toMatchObject({ percent: 33, required: 3, ready: 1 });
    expect(result.sections.map((s) => [s.slug, s.ready, s.required])).toEqual([
      ['water', 1, 1],
      ['energy', 0, 2],
    ]);
    expect(result.sections[1]!.savedForLater.map((q) => q.id)).toEqual([b!.id]);
    expect(result.sections[1]!.missing.map((q) => q.id)).toEqual([c!.id]);
  });

  it('is 100 only when every required question is complete, and 0 with none required', () => {
    const required = question({ requiredForCertification: true });
    const set = questionSet([section([subsection([fieldSet([required])])])]);
    expect(readiness([{ set, answers: { [required.id]: answer({ complete: true }) } }]).percent).toBe(100);
    expect(
      readiness([{ set: questionSet([section([subsection([fieldSet([question()])])])]), answers: {} }]),
    ).toEqual({
      percent: 0,
      required: 0,
      ready: 0,
      sections: [],
    });
  });

  it('lists the fixture 2025 year’s open required questions with where they are', () => {
    // Required: water 15000 and rounds 15038 complete; electricity 15009 saved for later;
    // nutrients 15020, application records 15032 and habitat area 15045 not answered.
    const result = readiness([{ set: annualDataSet, answers: answers2025.answers }]);
    expect(result).toMatchObject({ percent: 33, required: 6, ready: 2 });
    const ids = (key: 'missing' | 'savedForLater') => result.sections.flatMap((s) => s[key].map((q) => q.id));
    expect(ids('missing')).toEqual([15020, 15032, 15045]);
    expect(ids('savedForLater')).toEqual([15009]);
    expect(result.sections.find((s) => s.slug === 'energy-and-fuel')?.savedForLater[0]).toMatchObject({
      title: 'Electricity bought from the grid',
      subsectionId: 1251,
      fieldSetId: 5502,
    });
  });
});
