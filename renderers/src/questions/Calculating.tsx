import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { calculate, formatNumber, rankWith, shownResult, uiTypeIs } from '@oncourse/engine';

import { controlProps } from './controlProps.ts';
import { say } from './strings.ts';
import type { QuestionRendererProps } from './types.ts';
import fieldStyles from '../form-theme/templates/field.module.css';
import inputStyles from '../form-theme/widgets/input.module.css';
import questionStyles from './question.module.css';

const NO_ANSWERS = {};

/**
 * CALCULATING: the engine's result over the current answers, recomputed as they change, with its
 * unit and the source of its factors. Nothing to type; it is read, not answered.
 */
export function Calculating(props: QuestionRendererProps) {
  const { question, answers = NO_ANSWERS, context } = props;
  // The result is written like the figures typed beside it: in the display language.
  const { locale } = useLocale();
  const { id, labelledBy, describedBy } = controlProps(props);
  const result = useMemo(
    () => calculate(question, answers, { unitSystem: context.unitSystem }),
    [question, answers, context.unitSystem],
  );
  const source = question.calculation?.source;
  const decimals = question.calculation?.decimals ?? 2;
  const noteId = `${id}-note`;
  const value = shownResult(result);
  // Without a figure the note says what it waits for; with one, that missing figures count as 0.
  const missing = result.missing.length > 0 || value === null;
  return (
    <div>
      <output
        id={id}
        className={questionStyles.calculationValue}
        aria-labelledby={labelledBy}
        aria-describedby={[describedBy, missing ? noteId : null].filter(Boolean).join(' ') || undefined}
        aria-live="polite"
      >
        {value === null ? (
          say(context.text, 'questions.calc.pending')
        ) : (
          <>
            {formatNumber(value, locale, { maxDecimals: decimals })}
            {result.unit && (
              <span className={`${inputStyles.unit} ${questionStyles.calculationUnit}`}> {result.unit}</span>
            )}
          </>
        )}
      </output>
      {missing && (
        <p id={noteId} className={fieldStyles.description}>
          {say(context.text, value === null ? 'questions.calc.waiting' : 'questions.calc.missing')}
        </p>
      )}
      {source && (
        <p className={fieldStyles.description}>{say(context.text, 'questions.calc.source', { source })}</p>
      )}
    </div>
  );
}

export const calculatingEntry = { tester: rankWith(1, uiTypeIs('CALCULATING')), renderer: Calculating };
