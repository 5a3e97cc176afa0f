import { formatNumber, formatPercent, type Question, type QuestionSet } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { Text } from '../i18n/useText';
import { useTranslation } from '../i18n/useTranslation';
import { Panel, PanelTitle } from '../ui/Panel';
import type { Submission } from './load-verifier';
import { SubmittedQuestion } from './SubmittedQuestion';
import styles from './verifier.module.css';

type SubmittedSet = Schemas['CertificationSubmittedSet'];

const questionsOf = (section: QuestionSet['sections'][number]): Question[] =>
  section.subsections
    .flatMap((subsection) => subsection.fieldSets.flatMap((fieldSet) => fieldSet.questions))
    .filter((question) => question.active);

/** Each question's text in the reader's language, by question id (none when it is the club's). */
function readerTexts(set: SubmittedSet): Map<number, string> {
  const texts = new Map<number, string>();
  for (const section of (set.readerQuestionSet as QuestionSet | null)?.sections ?? [])
    for (const question of questionsOf(section)) texts.set(question.id, question.title);
  return texts;
}

/** A submitted set's name as the verifier reads it, with its year for annual data. */
export function setTitle(set: SubmittedSet, t: Text): string {
  const title = (set.readerQuestionSet ?? set.questionSet).title;
  return set.year === null ? title : t('verifier.case.setYear', { title, year: set.year });
}

/**
 * How much of the submitted year's footprint rests on measured data, and the tonnes of the rest by
 * where they come from (docs/carbon-method.md#data-quality): where a verifier's checks begin.
 */
function MeasuredShare({ dataQuality }: { dataQuality: Submission['dataQuality'] }) {
  const { t, locale } = useTranslation();
  if (!dataQuality || dataQuality.quality.measuredShare === null) return null;
  const { quality } = dataQuality;
  const tonnes = (value: number) => formatNumber(value, locale);
  const share = quality.measuredShare ?? 0;
  return (
    <p className={styles.measuredShare} data-testid="submission-measured-share">
      {t('verifier.case.measuredShare', {
        year: dataQuality.year,
        percent: formatPercent(share * 100, locale),
        total: tonnes(dataQuality.total),
      })}{' '}
      {t('insights.dataQualityRest', {
        estimated: tonnes(quality.estimated),
        spend: tonnes(quality.spend),
        notStated: tonnes(quality.notStated),
      })}
    </p>
  );
}

/**
 * The answers as submitted (docs/certification.md#the-verifiers-pages), set by set and section by
 * section, in the club's language; a set with answers changed since says how many.
 */
export function SubmissionPanel({
  submission,
  openFirst = true,
}: {
  submission: Submission;
  /** Whether the first set starts open; a set with answers changed since submission always does. */
  openFirst?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="verifier-answers-title">
      <PanelTitle id="verifier-answers-title">{t('verifier.case.answersTitle')}</PanelTitle>
      <p className="muted">{t('verifier.case.answersLead')}</p>
      <MeasuredShare dataQuality={submission.dataQuality} />
      {submission.sets.map((set, index) => {
        const questionSet = set.questionSet as QuestionSet;
        const inReader = readerTexts(set);
        const answers = new Map(set.answers.map((answer) => [answer.questionId, answer]));
        const changed = set.answers.filter((answer) => answer.changed).length;
        return (
          <details
            key={set.answerSetId}
            className={styles.set}
            open={(openFirst && index === 0) || changed > 0}
          >
            <summary lang={set.readerQuestionSet ? submission.readerLanguage : submission.clubLanguage}>
              {setTitle(set, t)}
              {changed > 0 && (
                <span className={styles.changedCount}>
                  {t('verifier.case.changedCount', { count: changed })}
                </span>
              )}
            </summary>
            {questionSet.sections
              .filter((section) => section.active)
              .map((section) => (
                <section key={section.id}>
                  <h3 className={styles.sectionTitle} lang={submission.clubLanguage}>
                    {section.title}
                  </h3>
                  <ul className={styles.questions}>
                    {questionsOf(section).map((question) => (
                      <SubmittedQuestion
                        key={question.id}
                        question={question}
                        readerTitle={inReader.get(question.id)}
                        language={submission.clubLanguage}
                        answer={answers.get(question.id)}
                      />
                    ))}
                  </ul>
                </section>
              ))}
          </details>
        );
      })}
    </Panel>
  );
}
