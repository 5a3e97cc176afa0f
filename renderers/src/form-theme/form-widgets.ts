// @oncourse/renderers/form-widgets: the widgets a form opts into from its config (a searchable
// dropdown, the number input), without the theme's stylesheet or RJSF: form configs also run in
// Node, where app/scripts/compile-form-validators.ts builds their schemas.

export { SearchableSelectWidget } from './widgets/SearchableSelectWidget.tsx';
export { numberWidgets } from './numberWidgets.ts';
