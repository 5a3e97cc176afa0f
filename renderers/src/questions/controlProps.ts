import { todayIso } from '../form-theme/dates.ts';
import { ownErrors } from './describeError.ts';
import { questionIds } from './ids.ts';
import type { QuestionContext, QuestionRendererProps } from './types.ts';

/** The labelling and state every renderer's control takes: its id, label, description and validity. */
export function controlProps({ question, errors, context, labelledBy, describedBy }: QuestionRendererProps) {
  const ids = questionIds(question.id);
  const invalid = ownErrors(question.id, errors).length > 0;
  return {
    id: ids.control,
    labelledBy: labelledBy ?? ids.label,
    describedBy: describedBy ?? (invalid ? ids.errors : undefined),
    invalid,
    readOnly: context.readOnly,
  };
}

/** Today as yyyy-MM-dd: the context's (stories, tests) or the browser's. */
export function today(context: QuestionContext): string {
  return context.today ?? todayIso();
}
