import { useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { ReadinessSections, ReadinessSummary } from '../insights';
import { Page, PageLead, PageTitle } from '../ui/Page';
import { ApplyPanel } from './ApplyPanel';
import { BadgeSnippet } from './BadgeSnippet';
import { CaseStatus } from './CaseStatus';
import { CaseTimeline } from './CaseTimeline';
import { ResubmitPanel, WithdrawAction } from './CaseSteps';
import { clubActions, mayApply } from './case-actions';
import { DecisionPanel } from './DecisionPanel';
import { FindingsPanel } from './FindingsPanel';
import type { CertificationData } from './load-certification';
import { RequestThreads } from './RequestThreads';

/**
 * /certification (docs/certification.md#screens): readiness, then the organisation's newest case
 * as the club sees it (its state, staff's message after a return, the decision and certificate,
 * the badge for its website while the certificate holds, improvement points, the verifier's requests, the timeline) and the steps the engine's table
 * allows the reader now; applying while no case is under way.
 */
export function CertificationScreen({ data }: { data: CertificationData }) {
  const { t } = useTranslation();
  const { current } = data;
  const actions = current ? clubActions(current.state, data.canAct) : new Set();
  const titles = useMemo(
    () => new Map(data.documents.map((document) => [document.id, document.title])),
    [data.documents],
  );
  const applying = mayApply(current, data.canAct);
  return (
    <Page>
      <PageTitle>{t('certification.club.title')}</PageTitle>
      <PageLead>{t('certification.club.lead')}</PageLead>
      <ReadinessSummary readiness={data.readiness} />
      {!current && !data.canAct && <p>{t('certification.club.noCase')}</p>}
      {current && (
        <>
          <CaseStatus current={current} />
          {actions.has('resubmit') && <ResubmitPanel data={data} current={current} />}
          {current.decision && <DecisionPanel current={current} />}
          {current.publicProfile && (
            <BadgeSnippet links={current.publicProfile} organisationTitle={current.organisationTitle} />
          )}
          {current.findings.length > 0 && (
            <FindingsPanel
              data={data}
              findings={current.findings}
              caseId={current.id}
              canClose={actions.has('close-finding')}
              titles={titles}
            />
          )}
          {current.requests.length > 0 && (
            <RequestThreads
              data={data}
              requests={current.requests}
              caseId={current.id}
              year={current.reviewYear}
              canReply={actions.has('reply')}
              titles={titles}
            />
          )}
          <CaseTimeline events={current.events} />
          {actions.has('withdraw') && <WithdrawAction data={data} current={current} />}
        </>
      )}
      {applying && <ApplyPanel data={data} renewal={current?.state === 'certified'} />}
      {/* Before an application, readiness is the club's draft: what is still missing, and where. */}
      {(!current || applying) && <ReadinessSections readiness={data.readiness} />}
    </Page>
  );
}
