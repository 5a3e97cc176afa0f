import type { ComponentType } from 'react';
import { createRegistry } from '@oncourse/engine';
import type { Registry } from '@oncourse/engine';

import { calculatingEntry } from './Calculating.tsx';
import { choiceEntry } from './Choice.tsx';
import { dataGridEntry } from './DataGridEntry.tsx';
import { dropdownListEntry } from './DropdownListEntry.tsx';
import { multipleChoiceEntry } from './MultipleChoice.tsx';
import { multipleChoiceAddMoreEntry } from './MultipleChoiceAddMore.tsx';
import { multipleChoiceNestedEntry } from './MultipleChoiceNested.tsx';
import { singleChoiceEntry } from './SingleChoice.tsx';
import { textInputsEntry } from './TextInputs.tsx';
import type { QuestionRendererProps } from './types.ts';
import { UnknownQuestion } from './UnknownQuestion.tsx';

/**
 * One renderer per uiType, ranked by the engine's registry (docs/engineering.md#renderer-registry); a uiType no entry
 * knows gets the visible fallback. Adding a uiType is one file and one line here.
 */
export const questionRegistry: Registry<ComponentType<QuestionRendererProps>> = createRegistry(
  [
    textInputsEntry,
    dropdownListEntry,
    multipleChoiceEntry,
    multipleChoiceAddMoreEntry,
    multipleChoiceNestedEntry,
    singleChoiceEntry,
    choiceEntry,
    dataGridEntry,
    calculatingEntry,
  ],
  UnknownQuestion,
);
