import type { AnswerContent, Question } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { answerText } from '../reviews';
import { buttonClass } from '../ui/button';
import { classNames } from '../ui/class-names';
import { useCase } from './case-context';
import { RequestForm } from './RequestForm';
import { RequestThread } from './RequestThread';
import { dayOf } from './written';
import styles from './verifier.module.css';

type SubmittedAnswer = Schemas['CertificationSubmittedAnswer'];

/**
 * One question of the submission: its text in the club's language (and the reader's beneath when
 * it differs), the answer as submitted, a "changed since submission" mark with what it was and is
 * now, the requests on it and, in verification, a button to open one.
 */
export function SubmittedQuestion({
  question,
  readerTitle,
  answer,
  language,
}: {
  question: Question;
  /** The club's language, which the question and its answers are written in. */
  language: string;
  readerTitle: string | undefined;
  answer: SubmittedAnswer | undefined;
}) {
  const { t, locale } = useTranslation();
  const { current, may } = useCase();
  const [asking, setAsking] = useState(false);
  const shown = (content: SubmittedAnswer['submitted']) =>
    (content && answerText(question, content as AnswerContent, locale)) || t('verifier.case.noAnswer');
  const requests = current.requests.filter((request) => request.questionId === question.id);
  const changed = answer?.changed === true;
  return (
    <li className={classNames(styles.question, changed && styles.questionChanged)}>
      <p className={styles.questionText} lang={language}>
        {question.title}
      </p>
      {readerTitle && readerTitle !== question.title && (
        <p className={styles.readerText}>{t('verifier.case.inYourLanguage', { text: readerTitle })}</p>
      )}
      {changed ? (
        <>
          <p className={styles.changedMark}>{t('verifier.case.changed')}</p>
          <dl className={styles.beforeAfter}>
            <dt>{t('verifier.case.submittedValue')}</dt>
            <dd lang={language}>{shown(answer.submitted)}</dd>
            <dt>{t('verifier.case.currentValue')}</dt>
            <dd lang={language}>{shown(answer.current)}</dd>
          </dl>
          {answer.changes.map((change) => (
            <p key={change.id} className={styles.changeLine}>
              {t('verifier.case.changedBy', {
                name: change.changedBy
                  ? `${change.changedBy.firstName} ${change.changedBy.lastName}`.trim()
                  : t('verifier.case.formerMember'),
                date: dayOf(change.changedAt, locale),
              })}
            </p>
          ))}
        </>
      ) : (
        <p className={styles.answer} lang={language}>
          {shown(answer?.submitted ?? null)}
        </p>
      )}
      {requests.map((request) => (
        <RequestThread key={request.id} request={request} />
      ))}
      {may('open-request') &&
        (asking ? (
          <RequestForm questionId={question.id} onDone={() => setAsking(false)} />
        ) : (
          <p className={styles.questionActions}>
            <Button
              className={buttonClass('secondary', 'small')}
              onPress={() => setAsking(true)}
              aria-label={t('verifier.request.askAbout', { question: question.title })}
            >
              {t('verifier.request.ask')}
            </Button>
          </p>
        ))}
    </li>
  );
}
