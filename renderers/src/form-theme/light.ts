// @oncourse/renderers/form-light: what the light form (app/src/forms/light) shares with the RJSF
// theme without loading RJSF: the validation shape its compiled validator is found by, the same
// error texts, the option order and the focus move after a failed submit. The looks are the theme's
// CSS Modules (`@oncourse/renderers/form-theme/….module.css`), without its components.

export { validationShape } from './validation-shape.ts';
export { errorMessage, isMissingError } from './errorMessage.ts';
export type { SchemaError } from './errorMessage.ts';
export { focusFirstInvalid } from './focusFirstInvalid.ts';
export { sortOptions } from './sortOptions.ts';
export { LabelWithLink } from './widgets/LabelWithLink.tsx';
export type { IndexedOption } from './sortOptions.ts';
export type { LabelLink, OnCourseUiOptions } from './uiOptions.ts';
export type { Translate, TranslateValues } from './translate.ts';
