// @oncourse/renderers/form-light: what the light form (app/src/forms/light) shares with the RJSF
// theme without loading RJSF: the validation shape its compiled validator is found by, the same
// error texts, the option order and the focus move after a failed submit. The stylesheet is
// `@oncourse/renderers/form-theme.css`.

export { validationShape } from './validation-shape.ts';
export { errorMessage, isMissingError } from './errorMessage.ts';
export type { SchemaError } from './errorMessage.ts';
export { focusFirstInvalid } from './focusFirstInvalid.ts';
export { sortOptions } from './sortOptions.ts';
export type { IndexedOption } from './sortOptions.ts';
export type { LabelLink, OnCourseUiOptions } from './uiOptions.ts';
export type { Translate, TranslateValues } from './translate.ts';
