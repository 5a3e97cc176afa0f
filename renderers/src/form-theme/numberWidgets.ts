import type { RegistryWidgetsType } from '@rjsf/utils';

import { NumberWidget } from './widgets/NumberWidget.tsx';

/**
 * The number input (figures read and written in the display language), given to a form with number
 * fields as its `widgets`: the theme leaves it out, so the forms without numbers (most of them) do
 * not download the number parser and formatter (docs/engineering.md#route-budgets).
 */
export const numberWidgets: RegistryWidgetsType = { NumberWidget, UpDownWidget: NumberWidget };
