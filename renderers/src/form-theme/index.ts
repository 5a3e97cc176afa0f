// @oncourse/renderers/form-theme: the RJSF form theme (docs/engineering.md#public-surfaces). Pages with
// a declarative form load RJSF through this entry and nothing of the question renderers.

export { OnCourseForm } from './OnCourseForm.tsx';
export { runtimeFormValidator } from './runtime-validator.ts';
export { precompiledFormValidator, validationShape } from './form-validators.ts';
export type { FieldErrorTree, OnCourseFormProps } from './OnCourseForm.tsx';
export { transformErrors, toTranslate } from './transformErrors.ts';
export type { StringsSource } from './transformErrors.ts';
export { onCourseTheme, onCourseTemplates, onCourseWidgets, ThemedForm } from './theme.ts';
export { FORM_THEME_STRINGS } from './strings.ts';
export type { FormThemeStringKey } from './strings.ts';
export { englishTranslate, interpolate } from './translate.ts';
export type { MessageRef, Translate, TranslateValues } from './translate.ts';
export type { LabelLink, OnCourseUiOptions } from './uiOptions.ts';
export type { OnCourseFormContext } from './formContext.ts';
export { sortOptions } from './sortOptions.ts';
export { TextWidget } from './widgets/TextWidget.tsx';
export { PasswordWidget } from './widgets/PasswordWidget.tsx';
export { TextareaWidget } from './widgets/TextareaWidget.tsx';
export { NumberWidget } from './widgets/NumberWidget.tsx';
export { numberWidgets } from './numberWidgets.ts';
export { SelectWidget } from './widgets/SelectWidget.tsx';
export { SearchableSelectWidget } from './widgets/SearchableSelectWidget.tsx';
export { CheckboxWidget } from './widgets/CheckboxWidget.tsx';
export { RadioWidget } from './widgets/RadioWidget.tsx';
export { CheckboxesWidget } from './widgets/CheckboxesWidget.tsx';
export { DateWidget } from './widgets/DateWidget.tsx';
export { FieldTemplate } from './templates/FieldTemplate.tsx';
export { ObjectFieldTemplate } from './templates/ObjectFieldTemplate.tsx';
export { ErrorListTemplate } from './templates/ErrorListTemplate.tsx';
export { BaseInputTemplate } from './templates/BaseInputTemplate.tsx';
export { SubmitButton } from './templates/SubmitButton.tsx';
