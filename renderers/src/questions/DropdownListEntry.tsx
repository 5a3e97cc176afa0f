import { lazy, Suspense } from 'react';
import { rankWith, uiTypeIs } from '@oncourse/engine';

import { controlProps } from './controlProps.ts';
import { loadDropdownList } from '../preload.ts';
import { choiceOptions, selectedIds } from './controls/options.ts';
import { SELECT_CLASSES } from './controls/selectClasses.ts';
import { say } from './strings.ts';
import type { QuestionRendererProps } from './types.ts';

// react-aria's Select with its ListBox and Popover is about a third of a section page's script and
// few questions are dropdowns, so it is downloaded when a section shows one (docs/engineering.md#route-budgets).
const DropdownList = lazy(() => loadDropdownList().then((module) => ({ default: module.DropdownList })));

/**
 * The dropdown as it will look, while its code arrives: the same box, value or placeholder and
 * chevron, named and described the same, so nothing moves when the real one takes its place.
 */
export function PendingDropdownList(props: QuestionRendererProps) {
  const { question, answer, context } = props;
  const { id, labelledBy, describedBy, invalid, readOnly } = controlProps(props);
  const chosenId = selectedIds(answer.value)[0];
  const chosen = choiceOptions(question, answer.value).find((option) => option.id === chosenId);
  const valueId = `${id}-pending-value`;
  return (
    <div
      className={SELECT_CLASSES.root}
      data-invalid={invalid || undefined}
      data-disabled={readOnly || undefined}
    >
      <button
        type="button"
        id={id}
        className={SELECT_CLASSES.trigger}
        // Not yet operable: it becomes the real dropdown as soon as its code is in.
        disabled
        data-disabled={readOnly || undefined}
        aria-haspopup="listbox"
        aria-labelledby={`${valueId} ${labelledBy}`}
        aria-describedby={describedBy}
      >
        <span id={valueId} className={SELECT_CLASSES.value} data-placeholder={chosen ? undefined : true}>
          {chosen ? chosen.title : (question.placeholder ?? say(context.text, 'questions.select'))}
        </span>
        <span className={SELECT_CLASSES.chevron} aria-hidden="true" />
      </button>
    </div>
  );
}

/** DROPDOWNLIST's registry entry: the dropdown, loaded on first use. */
export function LazyDropdownList(props: QuestionRendererProps) {
  return (
    <Suspense fallback={<PendingDropdownList {...props} />}>
      <DropdownList {...props} />
    </Suspense>
  );
}

export const dropdownListEntry = {
  tester: rankWith(1, uiTypeIs('DROPDOWNLIST')),
  renderer: LazyDropdownList,
};
