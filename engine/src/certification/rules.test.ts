import { describe, expect, it } from 'vitest';
import {
  applicationGaps,
  assignmentRefusal,
  carriedPoints,
  certificateReminder,
  daysWaiting,
  isCertificateValid,
  reminderHorizon,
  openImmediatePoints,
  validUntil,
} from './rules.ts';

describe('applicationGaps', () => {
  const complete = { sections: [], year: 2024, footprintFinal: true };

  it('has nothing to say when every required question is complete and the footprint is final', () => {
    expect(applicationGaps(complete)).toEqual([]);
  });

  it('lists each required question missing or only saved for later, with its section', () => {
    const gaps = applicationGaps({
      ...complete,
      sections: [
        {
          questionSetId: 3,
          slug: 'water',
          missing: [{ id: 11, title: 'Irrigation plan' }],
          savedForLater: [{ id: 12, title: 'Water meters' }],
        },
      ],
    });
    expect(gaps).toEqual([
      { kind: 'question', questionSetId: 3, sectionSlug: 'water', questionId: 11, title: 'Irrigation plan' },
      { kind: 'question', questionSetId: 3, sectionSlug: 'water', questionId: 12, title: 'Water meters' },
    ]);
  });

  it('names the year whose footprint is not final, or says there is no annual data', () => {
    expect(applicationGaps({ ...complete, footprintFinal: false })).toEqual([
      { kind: 'footprint-not-final', year: 2024 },
    ]);
    expect(applicationGaps({ ...complete, year: null, footprintFinal: false })).toEqual([
      { kind: 'no-annual-data' },
    ]);
  });
});

describe('openImmediatePoints', () => {
  it('holds back a decision only for immediate points still open', () => {
    const findings = [
      { id: 1, kind: 'immediate' as const, closedAt: null },
      { id: 2, kind: 'immediate' as const, closedAt: '2026-03-01T10:00:00Z' },
      { id: 3, kind: 'continual' as const, closedAt: null },
    ];
    expect(openImmediatePoints(findings).map((finding) => finding.id)).toEqual([1]);
    expect(openImmediatePoints(findings.slice(1))).toEqual([]);
  });
});

describe('validUntil', () => {
  it('runs three years from the decision', () => {
    expect(validUntil('2026-12-02')).toBe('2029-12-02');
  });

  it('ends a leap-day decision on the last day of February', () => {
    expect(validUntil('2028-02-29')).toBe('2031-02-28');
  });

  it('holds up to and including its last day', () => {
    expect(isCertificateValid('2029-12-02', '2029-12-02')).toBe(true);
    expect(isCertificateValid('2029-12-02', '2029-12-03')).toBe(false);
    expect(isCertificateValid(null, '2026-01-01')).toBe(false);
  });
});

describe('carriedPoints', () => {
  it('brings back the continual points of the renewed case, not its immediate ones', () => {
    const previous = [
      { id: 1, kind: 'immediate' as const, questionSetId: 5, text: 'Bund the fuel store', dueDate: null },
      {
        id: 2,
        kind: 'continual' as const,
        questionSetId: 5,
        text: 'Meter every well',
        dueDate: '2027-06-30',
      },
    ];
    expect(carriedPoints(previous).map((finding) => finding.id)).toEqual([2]);
  });
});

describe('assignmentRefusal', () => {
  const base = { accreditedUntil: '2027-01-31', today: '2026-12-02', memberOfOrganisation: false };

  it('lets an accredited, impartial verifier be assigned, up to the last day of the accreditation', () => {
    expect(assignmentRefusal(base)).toBeNull();
    expect(assignmentRefusal({ ...base, today: '2027-01-31' })).toBeNull();
  });

  it('refuses an expired accreditation and a member of the organisation', () => {
    expect(assignmentRefusal({ ...base, today: '2027-02-01' })).toBe('accreditation-expired');
    expect(assignmentRefusal({ ...base, memberOfOrganisation: true })).toBe('member-of-organisation');
  });
});

describe('certificateReminder', () => {
  it('says nothing until six months before the last day', () => {
    expect(certificateReminder('2029-12-02', '2029-06-01')).toBeNull();
    expect(certificateReminder('2029-12-02', '2029-06-02')).toBe('expires-in-six-months');
  });

  it('reminds again from one month before, and names only the newest reminder due', () => {
    expect(certificateReminder('2029-12-02', '2029-11-01')).toBe('expires-in-six-months');
    expect(certificateReminder('2029-12-02', '2029-11-02')).toBe('expires-in-one-month');
    expect(certificateReminder('2029-12-02', '2029-12-02')).toBe('expires-in-one-month');
  });

  it('calls a certificate expired the day after its last day', () => {
    expect(certificateReminder('2029-12-02', '2029-12-03')).toBe('expired');
  });

  it('keeps a month-end within the shorter month', () => {
    expect(certificateReminder('2029-08-31', '2029-02-27')).toBeNull();
    expect(certificateReminder('2029-08-31', '2029-02-28')).toBe('expires-in-six-months');
    expect(certificateReminder('2029-03-31', '2029-02-28')).toBe('expires-in-one-month');
  });

  it('reads every certificate a reminder may be due for', () => {
    for (const today of ['2029-02-28', '2029-06-02', '2029-08-31', '2029-12-31']) {
      const horizon = reminderHorizon(today);
      for (let days = 0; days < 220; days += 1) {
        const until = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000)
          .toISOString()
          .slice(0, 10);
        if (certificateReminder(until, today) !== null) expect(until <= horizon).toBe(true);
      }
    }
  });
});

describe('daysWaiting', () => {
  const now = new Date('2026-05-10T12:00:00.000Z');
  it('counts whole days since the last change, never less than none', () => {
    expect(daysWaiting('2026-05-09T00:00:00.000Z', now)).toBe(1);
    expect(daysWaiting('2026-05-10T11:00:00.000Z', now)).toBe(0);
    expect(daysWaiting('2026-04-10T12:00:00.000Z', now)).toBe(30);
    expect(daysWaiting('2026-05-11T12:00:00.000Z', now)).toBe(0);
  });
});
