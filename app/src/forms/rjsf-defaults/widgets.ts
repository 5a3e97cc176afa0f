// RJSF's default widgets as the browser build has them (vite.config.ts, rjsfDefaults): only those the
// OnCourse theme does not replace and a form can reach (docs/engineering.md#route-budgets).
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import URLWidget from '@rjsf/core/lib/components/widgets/URLWidget.js';

/**
 * RJSF's own widgets for inputs the product never shows (file, colour, rating, range, time, date-time
 * and the select-based dates) stay out, as do those the theme replaces (theme.ts, `onCourseWidgets`).
 * A schema format without its widget falls back to the text input (RJSF's StringField asks
 * `hasWidget` first); a `ui:widget` naming one would fail, which rjsf-defaults.test.ts guards.
 */
export default function widgets() {
  return { EmailWidget, HiddenWidget, URLWidget };
}
