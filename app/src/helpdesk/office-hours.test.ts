import { describe, expect, it } from 'vitest';
import { isHelpdeskOpen } from './office-hours';

describe('helpdesk office hours (9am–5pm GMT, Monday–Friday)', () => {
  it.each([
    ['Monday 09:00 GMT', '2026-11-23T09:00:00Z', true],
    ['Friday 16:59 GMT', '2026-11-27T16:59:00Z', true],
    ['Friday 17:00 GMT', '2026-11-27T17:00:00Z', false],
    ['Monday 08:59 GMT', '2026-11-23T08:59:00Z', false],
    ['Saturday noon', '2026-11-28T12:00:00Z', false],
    ['Sunday noon', '2026-11-29T12:00:00Z', false],
    ['a summer Wednesday 16:30 GMT (17:30 in London)', '2026-07-15T16:30:00Z', true],
    ['9am in Berlin on a Monday (08:00 GMT)', '2026-11-23T09:00:00+01:00', false],
  ])('%s → %s', (_label, at, open) => {
    expect(isHelpdeskOpen(new Date(at))).toBe(open);
  });
});
