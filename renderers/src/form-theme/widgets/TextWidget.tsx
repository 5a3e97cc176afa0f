import { getTemplate } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';

import { NumberWidget } from './NumberWidget.tsx';

/**
 * Text field (text, email, password, tel, url via `ui:options.inputType` or the schema's format).
 * RJSF also sends numbers here by default; they get the guarded number input.
 */
export function TextWidget(props: WidgetProps) {
  if (props.schema.type === 'number' || props.schema.type === 'integer') return <NumberWidget {...props} />;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} />;
}
