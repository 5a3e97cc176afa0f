import { formatDate } from '@oncourse/engine/locale';
import { formatPercent } from '@oncourse/engine';
import { useRouter } from '@tanstack/react-router';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { StatusLabel } from '../../ui/Table';
import { AppLink } from '../../ui/links';
import { FactList } from '../../ui/FactList';
import { Page, PageTitle } from '../../ui/Page';
import { CaseContext, SubmissionPanel, type CaseState } from '../../verifier';
import styles from '../programme.module.css';
import { CaseActions } from './CaseActions';
import type { CaseView, DeskReviewCheck, StaffCase } from './load-case';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function useFormats() {
  const { locale } = useTranslation();
  return useMemo(
    () => ({
      date: { format: (at: string) => formatDate(at, locale, { length: 'medium', zone: 'reader' }) },
      time: { format: (at: string) => formatDate(at, locale, { length: 'medium', time: true, zone: 'reader' }) },
    }),
    [locale],
  );
}

/** A check's text, its values filled in; a metric is named in the reader's language. */
function CheckText({ check }: { check: DeskReviewCheck }) {
  const { t, locale } = useTranslation();
  const values = { ...check.values };
  if (check.kind === 'plausibility' && typeof values.metric === 'string')
    values.metric = t(`insights.plausibility.metric.${values.metric}`);
  if (check.kind === 'data-quality' && typeof values.source === 'string')
    values.source = t(`insights.source.${values.source}`);
  if (check.kind === 'data-quality' && typeof values.percent === 'number')
    values.percent = formatPercent(values.percent, locale);
  return <>{t(check.key, values)}</>;
}

function Summary({ found }: { found: CaseView }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const rows: [string, ReactNode][] = [
    [t('programme.case.state'), <StatusLabel key="state">{t(`programme.state.${found.state}`)}</StatusLabel>],
    [t('programme.case.type'), t(`programme.type.${found.organisationType}`)],
    [t('programme.case.reviewYear'), found.reviewYear],
    [t('programme.case.applied'), formats.date.format(found.createdAt)],
    [
      t('programme.case.verifier'),
      found.verifier ? `${found.verifier.name}, ${found.verifier.company}` : t('programme.queue.unassigned'),
    ],
  ];
  if (found.visit)
    rows.push([
      t('programme.case.visit'),
      `${formats.date.format(found.visit.date)}, ${t(`programme.case.visitMode.${found.visit.mode}`)}`,
    ]);
  if (found.recommendation)
    rows.push([t('programme.case.recommendation'), t(`programme.case.recommends.${found.recommendation}`)]);
  if (found.decision)
    rows.push([
      t('programme.case.decision'),
      `${t(`programme.state.${found.decision.outcome}`)}${found.decision.validUntil ? `, ${t('programme.case.validUntil', { date: formats.date.format(found.decision.validUntil) })}` : ''}`,
    ]);
  if (found.renewsCaseId !== null)
    rows.push([
      t('programme.case.renews'),
      <AppLink key="renews" to="/programme/cases/$caseId" params={{ caseId: String(found.renewsCaseId) }}>
        {t('programme.case.renewsLink', { id: found.renewsCaseId })}
      </AppLink>,
    ]);
  return <FactList rows={rows} className={styles.facts} />;
}

function Timeline({ found }: { found: CaseView }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <ol className={styles.timeline}>
      {found.events.map((event) => (
        <li key={event.id} className={event.internal ? styles.internal : undefined}>
          <p>
            <strong>{t(`programme.case.event.${event.action}`)}</strong>
            {event.internal && <StatusLabel tone="warning">{t('programme.case.internal')}</StatusLabel>}
          </p>
          <p className="muted">
            {formats.time.format(event.at)} · {event.actorName ?? t('programme.case.formerMember')}
          </p>
          {event.comment && <p className={styles.comment}>{event.comment}</p>}
        </li>
      ))}
    </ol>
  );
}

function Requests({ found }: { found: CaseView }) {
  const { t } = useTranslation();
  if (found.requests.length === 0) return <p className="muted">{t('programme.case.noRequests')}</p>;
  return (
    <ul className={styles.list}>
      {found.requests.map((request) => (
        <li key={request.id}>
          <p>
            <StatusLabel tone={request.closedAt ? 'plain' : 'warning'}>
              {t(request.closedAt ? 'programme.case.closed' : 'programme.case.open')}
            </StatusLabel>{' '}
            {t(`programme.case.requestKind.${request.kind}`)}: {request.text}
          </p>
          {request.replies.map((reply) => (
            <p key={reply.id} className={styles.reply}>
              {reply.authorName ?? t('programme.case.formerMember')}: {reply.text}
              {reply.documentId !== null && ` (${t('programme.case.withDocument')})`}
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}

function Findings({ found }: { found: CaseView }) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (found.findings.length === 0) return <p className="muted">{t('programme.case.noFindings')}</p>;
  return (
    <ul className={styles.list}>
      {found.findings.map((finding) => (
        <li key={finding.id}>
          <p>
            <StatusLabel tone={finding.closedAt ? 'plain' : 'warning'}>
              {t(finding.closedAt ? 'programme.case.closed' : 'programme.case.open')}
            </StatusLabel>{' '}
            <strong>{t(`programme.case.findingKind.${finding.kind}`)}</strong>: {finding.text}
          </p>
          {finding.dueDate && (
            <p className="muted">
              {t('programme.case.due', { date: formats.date.format(finding.dueDate) })}
            </p>
          )}
          {finding.closingComment && <p className={styles.reply}>{finding.closingComment}</p>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The case page for staff (docs/certification.md#screens): summary, desk-review checks, the
 * answers as submitted set by set and section by section (each set named in the reader's language),
 * the timeline with internal notes, the verifier's requests and findings read-only, and the steps
 * the case's state allows.
 */
export function CaseScreen({ data }: { data: StaffCase }) {
  const { t } = useTranslation();
  const { case: found, checks, verifierOptions } = data;
  const router = useRouter();
  // The submission is the verifier's panel, read-only for staff: the engine's table gives staff
  // no step on a request, so nothing in it changes the case; a change would read the page again.
  const caseState = useMemo<CaseState>(
    () => ({
      current: found,
      replace: () => void router.invalidate(),
      may: (action) => found.actions.includes(action),
    }),
    [found, router],
  );
  const attention = checks.filter((check) => check.level === 'attention').length;
  return (
    <Page>
      <p className={styles.back}>
        <AppLink to="/programme/queue">{t('programme.case.backToQueue')}</AppLink>
      </p>
      <PageTitle>{found.organisationTitle}</PageTitle>
      <div className={styles.caseLayout}>
        <div>
          <Section title={t('programme.case.summary')}>
            <Summary found={found} />
          </Section>
          <Section title={t('programme.case.checks')}>
            <p className="muted">
              {attention === 0
                ? t('programme.case.checksAllOk')
                : t('programme.case.checksAttention', { count: attention })}
            </p>
            <ul className={styles.checks}>
              {checks.map((check, index) => (
                <li key={`${check.key}-${index}`} data-level={check.level}>
                  <span className={styles.checkLevel}>{t(`programme.checks.level.${check.level}`)}</span>
                  <span>
                    <CheckText check={check} />
                  </span>
                </li>
              ))}
            </ul>
          </Section>
          {/* After the checks, which say where to look: every set starts closed but one with changes. */}
          <CaseContext.Provider value={caseState}>
            <SubmissionPanel submission={data.submission} openFirst={false} />
          </CaseContext.Provider>
          <Section title={t('programme.case.requests')}>
            <Requests found={found} />
          </Section>
          <Section title={t('programme.case.findings')}>
            <Findings found={found} />
          </Section>
          <Section title={t('programme.case.timeline')}>
            <Timeline found={found} />
          </Section>
        </div>
        <div className={styles.caseSide}>
          <CaseActions found={found} options={verifierOptions} />
        </div>
      </div>
    </Page>
  );
}
