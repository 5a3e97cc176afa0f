import { lazy, Suspense, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { rankWith, uiTypeIs } from '@oncourse/engine';

import { controlProps } from './controlProps.ts';
import { choiceOptions, selectedIds } from './controls/options.ts';
import { SELECT_CLASSES } from './controls/selectClasses.ts';
import { say } from './strings.ts';
import type { QuestionRendererProps } from './types.ts';
import type { DropdownStart } from './DropdownList.tsx';

// react-aria's Select with its ListBox and Popover is about a third of a section page's script and
// few questions are dropdowns, so it is downloaded when a section shows one (docs/engineering.md#route-budgets).
const DropdownList = lazy(() =>
  import('./DropdownList.tsx').then((module) => ({ default: module.DropdownList })),
);

const UNTOUCHED: DropdownStart = { autoFocus: false, defaultOpen: false };

/**
 * The dropdown as it will look, while its code arrives: the same box, value or placeholder and
 * chevron, named and described the same, so nothing moves when the real one takes its place. What
 * a person does to it meanwhile (focus it, press it, arrow down) is told to `onStart`, so the real
 * one arrives focused, or open.
 */
export function PendingDropdownList({
  onStart,
  ...props
}: QuestionRendererProps & { onStart?: (start: DropdownStart) => void }) {
  const { question, answer, context } = props;
  const { id, labelledBy, describedBy, invalid, readOnly } = controlProps(props);
  const chosenId = selectedIds(answer.value)[0];
  const chosen = choiceOptions(question, answer.value).find((option) => option.id === chosenId);
  const valueId = `${id}-pending-value`;
  const open = () => onStart?.({ autoFocus: true, defaultOpen: true });
  // The keys that open react-aria's Select from its button (Enter and Space press it: a click).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open();
  };
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
        // A Select cannot be read-only, so a read-only dropdown is a disabled one, now as later.
        disabled={readOnly}
        data-disabled={readOnly || undefined}
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${valueId} ${labelledBy}`}
        aria-describedby={describedBy}
        onFocus={() => onStart?.({ autoFocus: true, defaultOpen: false })}
        onBlur={() => onStart?.(UNTOUCHED)}
        onClick={open}
        onKeyDown={onKeyDown}
      >
        <span id={valueId} className={SELECT_CLASSES.value} data-placeholder={chosen ? undefined : true}>
          {chosen ? chosen.title : (question.placeholder ?? say(context.text, 'questions.select'))}
        </span>
        <span className={SELECT_CLASSES.chevron} aria-hidden="true" />
      </button>
    </div>
  );
}

/** DROPDOWNLIST's registry entry: the dropdown, loaded on first use, starting as it was left. */
export function LazyDropdownList(props: QuestionRendererProps) {
  const [start, setStart] = useState(UNTOUCHED);
  return (
    <Suspense fallback={<PendingDropdownList {...props} onStart={setStart} />}>
      <DropdownList {...props} {...start} />
    </Suspense>
  );
}

export const dropdownListEntry = {
  tester: rankWith(1, uiTypeIs('DROPDOWNLIST')),
  renderer: LazyDropdownList,
};
