// Public surface of @oncourse/renderers (docs/engineering.md#public-surfaces): named exports only.

export { OnCourseForm } from './form-theme/OnCourseForm.tsx';
export { runtimeFormValidator } from './form-theme/runtime-validator.ts';
export { precompiledFormValidator, validationShape } from './form-theme/form-validators.ts';
export type { FieldErrorTree, OnCourseFormProps } from './form-theme/OnCourseForm.tsx';
export { transformErrors, toTranslate } from './form-theme/transformErrors.ts';
export type { StringsSource } from './form-theme/transformErrors.ts';
export { onCourseTheme, onCourseTemplates, onCourseWidgets, ThemedForm } from './form-theme/theme.ts';
export { FORM_THEME_STRINGS } from './form-theme/strings.ts';
export type { FormThemeStringKey } from './form-theme/strings.ts';
export { englishTranslate, interpolate } from './form-theme/translate.ts';
export type { MessageRef, Translate, TranslateValues } from './form-theme/translate.ts';
export type { LabelLink, OnCourseUiOptions } from './form-theme/uiOptions.ts';
export type { OnCourseFormContext } from './form-theme/formContext.ts';
export { sortOptions } from './form-theme/sortOptions.ts';

export { NumberTextInput } from './numbers/NumberTextInput.tsx';
export type { NumberSay, NumberTextInputProps, NumberValue } from './numbers/NumberTextInput.tsx';
export { formatNumber, readNumber } from './numbers/numberText.ts';
export type { NumberReading } from './numbers/numberText.ts';
export { NUMBER_STRINGS } from './numbers/strings.ts';
export type { NumberStringKey } from './numbers/strings.ts';

export { TextWidget } from './form-theme/widgets/TextWidget.tsx';
export { PasswordWidget } from './form-theme/widgets/PasswordWidget.tsx';
export { TextareaWidget } from './form-theme/widgets/TextareaWidget.tsx';
export { NumberWidget } from './form-theme/widgets/NumberWidget.tsx';
export { SelectWidget } from './form-theme/widgets/SelectWidget.tsx';
export { CheckboxWidget } from './form-theme/widgets/CheckboxWidget.tsx';
export { RadioWidget } from './form-theme/widgets/RadioWidget.tsx';
export { CheckboxesWidget } from './form-theme/widgets/CheckboxesWidget.tsx';
export { DateWidget } from './form-theme/widgets/DateWidget.tsx';
export { FieldTemplate } from './form-theme/templates/FieldTemplate.tsx';
export { ObjectFieldTemplate } from './form-theme/templates/ObjectFieldTemplate.tsx';
export { ErrorListTemplate } from './form-theme/templates/ErrorListTemplate.tsx';
export { BaseInputTemplate } from './form-theme/templates/BaseInputTemplate.tsx';
export { SubmitButton } from './form-theme/templates/SubmitButton.tsx';

export type { QuestionContext, QuestionRendererProps } from './questions/types.ts';
export { questionRegistry } from './questions/registry.ts';
export { QuestionField } from './questions/QuestionField.tsx';
export type { QuestionFieldProps } from './questions/QuestionField.tsx';
export { FieldSetView } from './questions/FieldSetView.tsx';
export type { FieldSetViewProps } from './questions/FieldSetView.tsx';
export { AnswerStateIcon } from './questions/AnswerStateIcon.tsx';
export { NotesPanel } from './questions/NotesPanel.tsx';
export type { NotesPanelProps } from './questions/NotesPanel.tsx';
export { QUESTION_STRINGS } from './questions/strings.ts';
export type { QuestionStringKey } from './questions/strings.ts';
export { TextInputs, textInputsEntry } from './questions/TextInputs.tsx';
export { DropdownList, dropdownListEntry } from './questions/DropdownList.tsx';
export { MultipleChoice, multipleChoiceEntry } from './questions/MultipleChoice.tsx';
export { MultipleChoiceAddMore, multipleChoiceAddMoreEntry } from './questions/MultipleChoiceAddMore.tsx';
export { MultipleChoiceNested, multipleChoiceNestedEntry } from './questions/MultipleChoiceNested.tsx';
export { SingleChoice, singleChoiceEntry } from './questions/SingleChoice.tsx';
export { Choice, choiceEntry } from './questions/Choice.tsx';
export { DataGrid, dataGridEntry } from './questions/DataGrid.tsx';
export { Calculating, calculatingEntry } from './questions/Calculating.tsx';
export { UnknownQuestion } from './questions/UnknownQuestion.tsx';
export { errorMessage, formatLimit } from './questions/strings.ts';

export { ModalDialog, DialogActions, DialogBody } from './dialogs/ModalDialog.tsx';
export type { ModalDialogProps } from './dialogs/ModalDialog.tsx';
export { ConfirmDialog } from './dialogs/ConfirmDialog.tsx';
export type { ConfirmDialogProps } from './dialogs/ConfirmDialog.tsx';
