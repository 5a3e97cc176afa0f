import { formatPercent } from '@oncourse/engine';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { AppLink } from '../ui/links';
import { ProgressRing } from '../ui/Progress';
import { QuestionLinkItem } from './FootprintSummary';
import type { CertificationReadiness, QuestionLink } from './load-insights';
import styles from './insights.module.css';
import { Page, PageTitle } from '../ui/Page';
import { Panel, PanelTitle } from '../ui/Panel';

type ReadinessSection = CertificationReadiness['sections'][number];

function BestPracticeLink({ question, practice }: { question: QuestionLink; practice: string }) {
  return (
    <AppLink
      to="/review/$reviewType/$practiceSlug/$sectionSlug/$sectionId"
      params={{
        reviewType: 'best-practice',
        practiceSlug: practice,
        sectionSlug: question.sectionSlug,
        sectionId: String(question.sectionId),
      }}
      // The section opens at the question, ready to answer (docs/reviews.md#screens).
      hash={`question-${question.questionId}`}
    >
      {question.title}
    </AppLink>
  );
}

/** One group of open questions in a section: not answered yet, or saved for later. */
function OpenQuestions({
  heading,
  tone,
  questions,
  link,
}: {
  heading: string;
  tone: 'missing' | 'later';
  questions: QuestionLink[];
  link: (question: QuestionLink) => ReactNode;
}) {
  if (questions.length === 0) return null;
  return (
    <div
      className={`${styles.readinessGroup} ${tone === 'missing' ? styles.readinessGroupMissing : styles.readinessGroupLater}`}
    >
      <h3 className={styles.readinessGroupTitle}>
        {heading} <span className={styles.readinessCount}>{questions.length}</span>
      </h3>
      <ul className={styles.readinessQuestions}>
        {questions.map((question) => (
          <li key={question.questionId}>{link(question)}</li>
        ))}
      </ul>
    </div>
  );
}

/** Where a readiness question is answered: its best-practice section, or its field set in the year it counts. */
export function ReadinessQuestionLink({
  section,
  question,
  year,
}: {
  section: Pick<ReadinessSection, 'kind' | 'questionSetSlug'>;
  question: QuestionLink;
  year: number | null;
}) {
  // Annual data is answered per year: its questions link into the year it counts.
  return section.kind === 'ANNUAL_DATA' && year !== null ? (
    <QuestionLinkItem question={question} year={year} />
  ) : (
    <BestPracticeLink question={question} practice={section.questionSetSlug} />
  );
}

/** The share of required questions complete, as a ring and in words. */
export function ReadinessSummary({ readiness }: { readiness: CertificationReadiness }) {
  const { t, locale } = useTranslation();
  const percentText = t('insights.readinessPercent', { percent: formatPercent(readiness.percent, locale) });
  return (
    <Panel className={styles.readinessSummary}>
      <ProgressRing value={readiness.percent} size={88} label={percentText} />
      <div>
        <p className={styles.readinessPercent} data-testid="readiness-percent">
          {percentText}
        </p>
        <p className={styles.readinessReady}>
          {t('insights.readinessCount', { ready: readiness.ready, required: readiness.required })}
        </p>
      </div>
    </Panel>
  );
}

/** Per section, the required questions not answered yet or only saved for later, each linked to where it is answered. */
export function ReadinessSections({ readiness }: { readiness: CertificationReadiness }) {
  const { t } = useTranslation();
  const year = readiness.annualDataYear;
  const open = readiness.sections.filter(
    (section) => section.missing.length + section.savedForLater.length > 0,
  );
  return (
    <div className={styles.readinessSections}>
      {open.map((section) => {
        const annualYear = section.kind === 'ANNUAL_DATA' ? year : null;
        const link = (question: QuestionLink) => (
          <ReadinessQuestionLink section={section} question={question} year={annualYear} />
        );
        return (
          <Panel key={`${section.questionSetId}-${section.sectionId}`}>
            <PanelTitle>
              {section.questionSetTitle}: {section.title}
              {annualYear !== null ? ` (${annualYear})` : ''}
            </PanelTitle>
            <OpenQuestions
              heading={t('insights.readinessMissing')}
              tone="missing"
              questions={section.missing}
              link={link}
            />
            <OpenQuestions
              heading={t('insights.readinessSavedForLater')}
              tone="later"
              questions={section.savedForLater}
              link={link}
            />
          </Panel>
        );
      })}
    </div>
  );
}

/**
 * /insights/readiness (docs/insights.md#behaviour): how ready the organisation is for certification, the share of
 * required questions complete, and per section those missing or only saved for later.
 */
export function ReadinessScreen({ readiness }: { readiness: CertificationReadiness }) {
  const { t } = useTranslation();
  return (
    <Page>
      <PageTitle>{t('insights.readinessTitle')}</PageTitle>
      <ReadinessSummary readiness={readiness} />
      <ReadinessSections readiness={readiness} />
    </Page>
  );
}
