import { formatDate } from '@oncourse/engine/locale';
import type { Question, QuestionSet } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import { DialogActions, DialogBody, ModalDialog } from '@oncourse/renderers/dialogs';
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import type { Text } from '../i18n/useText';
import { Alert } from '../ui/Alert';
import { authorName, lastChangeOf } from './answer-history';
import { answerText } from './describe-answer';
import styles from './history.module.css';
import { buttonClass } from '../ui/button';
import { useAnswerChanges, type AnswerChanges } from './useAnswerChanges';

const STATE_KEYS = {
  complete: 'questions.state.complete',
  savelater: 'questions.state.savelater',
  none: 'questions.state.none',
} as const;

interface HistoryButtonProps {
  /** The button's look where it stands (buttonClass). */
  className: string;
  /** Null while the set has no answers yet: nothing to show. */
  answerSetId: number | null;
  organisationId: number;
  /** Names the questions of every change, in whichever section it is. */
  questionSet: QuestionSet;
}

interface HistoryDialogProps {
  isOpen: boolean;
  onClose: () => void;
  history: AnswerChanges;
  questionSet: QuestionSet;
}

/** Every question of the set by id, retired ones too (their changes stay in the history). */
function questionsById(questionSet: QuestionSet): Map<number, Question> {
  const byId = new Map<number, Question>();
  for (const section of questionSet.sections)
    for (const subsection of section.subsections)
      for (const fieldSet of subsection.fieldSets)
        for (const question of fieldSet.questions) byId.set(question.id, question);
  return byId;
}

/** What a change did to the answer, in words: "was 12,000, now 12,500", "entered 40", "marked Complete". */
function whatChanged(
  question: Question | undefined,
  change: Schemas['AnswerChange'],
  t: Text,
  locale: string,
) {
  const { before, after } = lastChangeOf(change);
  const text = (content: typeof after) =>
    (question ? answerText(question, content, locale) : '') || t('reviews.history.empty');
  if (!before) return t('reviews.history.first', { after: text(after) });
  if (text(before) === text(after)) {
    const state = after.complete ? 'complete' : after.savelater ? 'savelater' : 'none';
    return t('reviews.history.marked', { state: t(STATE_KEYS[state]) });
  }
  return t('reviews.history.fromTo', { before: text(before), after: text(after) });
}

/**
 * The "History" button and the timeline it opens: each press reads the history afresh (the page's
 * own saves are in it then), never with the page.
 */
export function HistoryButton({ className, answerSetId, organisationId, questionSet }: HistoryButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const history = useAnswerChanges(answerSetId, organisationId);
  return (
    <>
      <Button
        className={className}
        onPress={() => {
          setOpen(true);
          history.open();
        }}
      >
        {t('reviews.history.open')}
      </Button>
      <HistoryDialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        history={history}
        questionSet={questionSet}
      />
    </>
  );
}

/**
 * The answer set's timeline (docs/reviews.md#answer-history): who changed which answer when, and
 * from what to what, newest first, fifty at a time.
 */
function HistoryDialog({ isOpen, onClose, history, questionSet }: HistoryDialogProps) {
  const { t, locale } = useTranslation();
  const { changes, more, pending, failure } = history;
  const questions = useMemo(() => questionsById(questionSet), [questionSet]);

  return (
    <ModalDialog isOpen={isOpen} onClose={onClose} title={t('reviews.history.title')} size="wide">
      <DialogBody>
        <p>{t('reviews.history.intro')}</p>
      </DialogBody>
      {failure && <Alert>{failure}</Alert>}
      {changes === null && !failure && <p role="status">{t('common.loading')}</p>}
      {changes?.length === 0 && <p>{t('reviews.history.none')}</p>}
      {changes && changes.length > 0 && (
        <ol className={styles.timeline}>
          {changes.map((change) => {
            const question = questions.get(change.questionId);
            return (
              <li key={change.id} className={styles.change}>
                <p className={styles.meta}>
                  <time dateTime={change.changedAt}>
                    {formatDate(change.changedAt, locale, { time: true, zone: 'reader' })}
                  </time>
                  {' · '}
                  {authorName(change.changedBy, t)}
                </p>
                <p className={styles.what}>
                  <strong>{question?.title ?? `#${change.questionId}`}</strong>
                  {': '}
                  {whatChanged(question, change, t, locale)}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      <DialogActions>
        {more && changes && (
          <Button className={buttonClass('secondary')} isPending={pending} onPress={history.older}>
            {t('reviews.history.older')}
          </Button>
        )}
        <Button className={buttonClass('primary')} onPress={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
