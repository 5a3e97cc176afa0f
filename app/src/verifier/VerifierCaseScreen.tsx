import { useMemo, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Eyebrow } from '../ui/Eyebrow';
import { Page, PageTitle } from '../ui/Page';
import { AppLink } from '../ui/links';
import { CaseContext, type CaseState } from './case-context';
import type { VerifierCaseData } from './load-verifier';
import { ReportPanel } from './ReportPanel';
import { SubmissionPanel } from './SubmissionPanel';
import { VisitPanel } from './VisitPanel';
import styles from './verifier.module.css';

/**
 * The verifier's case page (docs/certification.md#the-verifiers-pages): the answers as submitted
 * with the requests on them, the visit and the report. Each step answers with the whole case,
 * which takes the page's case's place, so what the verifier may do next follows the server.
 */
export function VerifierCaseScreen({ data }: { data: VerifierCaseData }) {
  const { t } = useTranslation();
  const [current, replace] = useState(data.case);
  const state = useMemo<CaseState>(
    () => ({ current, replace, may: (action) => current.actions.includes(action) }),
    [current],
  );
  return (
    <CaseContext.Provider value={state}>
      <Page>
        <p>
          <AppLink to="/programme/my-cases">{t('verifier.myCases.title')}</AppLink>
        </p>
        <Eyebrow>{t('verifier.case.eyebrow', { year: current.reviewYear })}</Eyebrow>
        <PageTitle>{current.organisationTitle}</PageTitle>
        <p className={styles.meta}>
          {t('verifier.case.stateLine', { state: t(`verifier.state.${current.state}`) })}
        </p>
        <SubmissionPanel submission={data.submission} />
        <VisitPanel />
        <ReportPanel submission={data.submission} />
      </Page>
    </CaseContext.Provider>
  );
}
