// @oncourse/renderers/questions: the question renderers, chosen by the engine's uiType registry
// (docs/engineering.md#public-surfaces). A data grid's table loads when a grid is shown; the notes
// editor is in @oncourse/renderers/rich-text.

export type { QuestionContext, QuestionRendererProps } from './types.ts';
export { questionRegistry } from './registry.ts';
export { QuestionField } from './QuestionField.tsx';
export type { QuestionFieldProps } from './QuestionField.tsx';
export { FieldSetView } from './FieldSetView.tsx';
export type { FieldSetViewProps } from './FieldSetView.tsx';
export { AnswerStateIcon } from './AnswerStateIcon.tsx';
export { QUESTION_STRINGS } from './strings.ts';
export type { QuestionStringKey } from './strings.ts';
export { TextInputs, textInputsEntry } from './TextInputs.tsx';
export { DropdownList } from './DropdownList.tsx';
export { dropdownListEntry } from './DropdownListEntry.tsx';
export { MultipleChoice, multipleChoiceEntry } from './MultipleChoice.tsx';
export { MultipleChoiceAddMore, multipleChoiceAddMoreEntry } from './MultipleChoiceAddMore.tsx';
export { MultipleChoiceNested, multipleChoiceNestedEntry } from './MultipleChoiceNested.tsx';
export { SingleChoice, singleChoiceEntry } from './SingleChoice.tsx';
export { Choice, choiceEntry } from './Choice.tsx';
export { DataGrid } from './DataGrid.tsx';
export { dataGridEntry } from './DataGridEntry.tsx';
export { Calculating, calculatingEntry } from './Calculating.tsx';
export { UnknownQuestion } from './UnknownQuestion.tsx';
export { errorMessage, formatLimit } from './strings.ts';
