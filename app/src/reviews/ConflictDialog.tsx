import { combineAnswers, type Question } from '@oncourse/engine';
import { useState } from 'react';
import {
  Button,
  Dialog,
  Heading,
  Label,
  Modal,
  ModalOverlay,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { describeAnswer } from './describe-answer';
import type { Choice, Conflict } from './save-queue';

interface ConflictDialogProps {
  conflicts: readonly Conflict[] | null;
  questions: ReadonlyMap<string, Question>;
  onResolve: (choices: Record<string, Choice>) => void;
  onCancel: () => void;
}

/**
 * Someone else saved some of the same questions meanwhile (a 409): for each, their answer beside
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
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => !isOpen && finish(onCancel)}
      className="modal-overlay"
    >
      <Modal className="modal modal--wide">
        <Dialog role="alertdialog" className="modal__dialog">
          <Heading slot="title" className="modal__title">
            {t('reviews.conflict.title')}
          </Heading>
          <div className="modal__body">
            <p>{t('reviews.conflict.intro', { count: list.length })}</p>
            <ul className="conflicts">
              {list.map(({ questionId, mine, theirs }) => {
                const question = questions.get(questionId);
                const title = question?.title ?? questionId;
                const both = question ? combineAnswers(question, mine, theirs) : null;
                return (
                  <li key={questionId} className="conflict">
                    <RadioGroup
                      value={choices[questionId] ?? null}
                      onChange={(value) =>
                        setChoices((current) => ({ ...current, [questionId]: value as Choice }))
                      }
                      className="conflict__choices"
                    >
                      <Label className="conflict__question">{title}</Label>
                      <Radio value="mine" className="conflict__option">
                        <span className="conflict__label">{t('reviews.conflict.keepMine')}</span>
                        <span className="conflict__value">
                          {question ? describeAnswer(question, mine, t) : ''}
                        </span>
                      </Radio>
                      <Radio value="theirs" className="conflict__option">
                        <span className="conflict__label">{t('reviews.conflict.takeTheirs')}</span>
                        <span className="conflict__value">
                          {question ? describeAnswer(question, theirs, t) : ''}
                        </span>
                      </Radio>
                      {question && both && (
                        <Radio value="both" className="conflict__option">
                          <span className="conflict__label">{t('reviews.conflict.keepBoth')}</span>
                          <span className="conflict__value">{describeAnswer(question, both, t)}</span>
                        </Radio>
                      )}
                    </RadioGroup>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="modal__actions">
            <Button className="button button--secondary" onPress={() => finish(onCancel)}>
              {t('reviews.conflict.later')}
            </Button>
            <Button
              className="button button--primary"
              isDisabled={!decided}
              onPress={() => finish(() => onResolve(choices))}
            >
              {t('reviews.conflict.save')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
