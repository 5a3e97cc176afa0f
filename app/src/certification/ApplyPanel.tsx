import { useMemo, useState } from 'react';
import { validateFns as applyValidators } from '../forms/validators/certificationApply.gen.js';
import { useText } from '../i18n/useText';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { PageLead } from '../ui/Page';
import { applyForm, type ApplyData } from './certification.forms';
import { ApplicationGaps } from './ApplicationGaps';
import type { ApplicationGap, CertificationData } from './load-certification';
import { CaseForm, CasePanel } from './CaseForm';
import { useCaseSubmit } from './useCaseSubmit';

/** The year offered first: the newest complete one, else the newest (docs/certification.md#applying). */
export function defaultYear(years: CertificationData['years']): number | undefined {
  return (years.find((year) => year.complete) ?? years[0])?.year;
}

/**
 * Apply for certification (docs/certification.md#applying) for an annual-data year. Refused with
 * what is missing, listed with links to where each is answered; the chosen year stays chosen.
 */
export function ApplyPanel({ data, renewal }: { data: CertificationData; renewal: boolean }) {
  const { t } = useTranslation();
  const text = useText();
  const api = useApi();
  const years = useMemo(
    () =>
      data.years.map(({ year, complete }) => ({
        year,
        label: complete ? String(year) : t('certification.club.yearIncomplete', { year }),
      })),
    [data.years, t],
  );
  const form = useMemo(() => applyForm(text, years), [text, years]);
  const [draft, setDraft] = useState<ApplyData>(() => {
    const year = defaultYear(data.years);
    return year === undefined ? {} : { year };
  });
  const [gaps, setGaps] = useState<{ gaps: ApplicationGap[]; year: number | null } | null>(null);
  const apply = useCaseSubmit(
    (application: ApplyData) => {
      setGaps(null);
      return api.POST('/api/organisation/{orgId}/certification/cases', {
        params: { path: { orgId: data.organisation.id } },
        body: form.toPayload(application),
      });
    },
    {
      onRefusal: ({ status, detail }) => {
        const details = detail?.details;
        if (status !== 422 || !details || !('gaps' in details)) return undefined;
        setGaps({ gaps: details.gaps, year: draft.year ?? data.readiness.annualDataYear });
        return 'handled';
      },
    },
  );
  const title = t(renewal ? 'certification.club.applyRenewal' : 'certification.club.apply');
  return (
    <CasePanel id="certification-apply" title={title}>
      <PageLead>{t('certification.club.applyLead')}</PageLead>
      {gaps && <ApplicationGaps gaps={gaps.gaps} year={gaps.year} readiness={data.readiness} />}
      <CaseForm
        config={form}
        validators={applyValidators}
        draft={draft}
        onDraft={setDraft}
        submission={apply}
        submitLabel={title}
      />
    </CasePanel>
  );
}
