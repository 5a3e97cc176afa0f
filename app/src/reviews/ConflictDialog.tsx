import { combineAnswers, type Question } from '@oncourse/engine';
import { DialogActions, DialogBody, ModalDialog } from '@oncourse/renderers/dialogs';
import { useState } from 'react';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { describeAnswer } from './describe-answer';
import type { Choice, Conflict } from './save-queue';
import styles from './reviews.module.css';
import { buttonClass } from '../ui/button';

interface ConflictDialogProps {
  conflicts: readonly Conflict[] | null;
  questions: ReadonlyMap<string, Question>;
  onResolve: (choices: Record<string, Choice>) => void;
  onCancel: () => void;
}

/**
 * Some of the same questions were saved meanwhile (a 409), in another tab or by someone else: for each, their answer beside
 * the user's, and the user picks which one stays (or, for a list, keeps both people's ticks).
 * Nothing is saved until every question is decided.
 */
export function ConflictDialog({ conflicts, questions, onResolve, onCancel }: ConflictDialogProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const open = conflicts !== null && conflicts.length > 0;
  const list = conflicts ?? [];
  const decided = list.every(({ questionId }) => choices[questionId] !== undefined);

  const finish = (action: () => void) => {
    setChoices({});
    action();
  };

  return (
    <ModalDialog
      isOpen={open}
      onClose={() => finish(onCancel)}
      title={t('reviews.conflict.title')}
      role="alertdialog"
      size="wide"
      isDismissable={false}
    >
      <DialogBody>
        <p>{t('reviews.conflict.intro', { count: list.length })}</p>
        <ul className={styles.conflicts}>
          {list.map(({ questionId, mine, theirs }) => {
            const question = questions.get(questionId);
            const title = question?.title ?? questionId;
            const both = question ? combineAnswers(question, mine, theirs) : null;
            return (
              <li key={questionId}>
                <RadioGroup
                  value={choices[questionId] ?? null}
                  onChange={(value) =>
                    setChoices((current) => ({ ...current, [questionId]: value as Choice }))
                  }
                  className={styles.conflictChoices}
                >
                  <Label className={styles.conflictQuestion}>{title}</Label>
                  <Radio value="mine" className={styles.conflictOption}>
                    <span className={styles.conflictLabel}>{t('reviews.conflict.keepMine')}</span>
                    <span className={styles.conflictValue}>
                      {question ? describeAnswer(question, mine, t) : ''}
                    </span>
                  </Radio>
                  <Radio value="theirs" className={styles.conflictOption}>
                    <span className={styles.conflictLabel}>{t('reviews.conflict.takeTheirs')}</span>
                    <span className={styles.conflictValue}>
                      {question ? describeAnswer(question, theirs, t) : ''}
                    </span>
                  </Radio>
                  {question && both && (
                    <Radio value="both" className={styles.conflictOption}>
                      <span className={styles.conflictLabel}>{t('reviews.conflict.keepBoth')}</span>
                      <span className={styles.conflictValue}>{describeAnswer(question, both, t)}</span>
                    </Radio>
                  )}
                </RadioGroup>
              </li>
            );
          })}
        </ul>
      </DialogBody>
      <DialogActions>
        <Button className={buttonClass('secondary')} onPress={() => finish(onCancel)}>
          {t('reviews.conflict.later')}
        </Button>
        <Button
          className={buttonClass('primary')}
          isDisabled={!decided}
          onPress={() => finish(() => onResolve(choices))}
        >
          {t('reviews.conflict.save')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
