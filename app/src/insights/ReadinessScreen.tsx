import { useTranslation } from '../i18n/useTranslation';
import { AppLink } from '../ui/links';
import { ProgressBar } from '../reviews/Progress';
import { QuestionLinkItem } from './FootprintSummary';
import type { CertificationReadiness, QuestionLink } from './insights-api';
import './insights.css';

function BestPracticeLink({ question, practice }: { question: QuestionLink; practice: string }) {
  return (
    <AppLink
      to="/review/$reviewType/$type/$name/$sectionId"
      params={{
        reviewType: 'best-practice',
        type: practice,
        name: question.sectionSlug,
        sectionId: String(question.sectionId),
      }}
      hash={`fieldset-${question.fieldSetId}`}
    >
      {question.title}
    </AppLink>
  );
}

/**
 * /insights/readiness (issue 12): how ready the organisation is for certification, the share of
 * required questions complete, and per section those missing or only saved for later.
 */
export function ReadinessScreen({ readiness }: { readiness: CertificationReadiness }) {
  const { t } = useTranslation();
  const year = readiness.annualDataYear;
  const link = (question: QuestionLink, section: CertificationReadiness['sections'][number]) =>
    section.kind === 'ANNUAL_DATA' && year !== null ? (
      <QuestionLinkItem question={question} year={year} />
    ) : (
      <BestPracticeLink question={question} practice={section.questionSetSlug} />
    );
  return (
    <div className="page readiness">
      <h1 className="page__title">{t('insights.readinessTitle')}</h1>
      <p className="readiness__percent" data-testid="readiness-percent">
        {t('insights.readinessPercent', { percent: readiness.percent })}
      </p>
      <ProgressBar value={readiness.percent} />
      <p>{t('insights.readinessCount', { ready: readiness.ready, required: readiness.required })}</p>
      <div className="readiness__sections">
        {readiness.sections
          .filter((section) => section.missing.length + section.savedForLater.length > 0)
          .map((section) => {
            const annual = section.kind === 'ANNUAL_DATA';
            return (
              <section key={`${section.questionSetId}-${section.sectionId}`} className="readiness__section">
                <h2>
                  {section.questionSetTitle}: {section.title}
                  {annual && year !== null ? ` (${year})` : ''}
                </h2>
                {section.missing.length > 0 && (
                  <>
                    <p>{t('insights.readinessMissing')}</p>
                    <ul>
                      {section.missing.map((question) => (
                        <li key={question.questionId}>{link(question, section)}</li>
                      ))}
                    </ul>
                  </>
                )}
                {section.savedForLater.length > 0 && (
                  <>
                    <p>{t('insights.readinessSavedForLater')}</p>
                    <ul>
                      {section.savedForLater.map((question) => (
                        <li key={question.questionId}>{link(question, section)}</li>
                      ))}
                    </ul>
                  </>
                )}
              </section>
            );
          })}
      </div>
    </div>
  );
}
