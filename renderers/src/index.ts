// Public surface of @oncourse/renderers (STYLE.md §5): named exports only.

export { OnCourseForm, onCourseValidator } from './form-theme/OnCourseForm.tsx';
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
