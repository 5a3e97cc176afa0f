import { getTemplate } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';

/**
 * Text field (text, email, password, tel, url via `ui:options.inputType` or the schema's format).
 * RJSF also sends numbers here by default; they get the guarded number input, which a form with
 * number fields brings in its `widgets` (numberWidgets.ts).
 */
export function TextWidget(props: WidgetProps) {
  if (props.schema.type === 'number' || props.schema.type === 'integer') {
    const { NumberWidget } = props.registry.widgets;
    if (!NumberWidget)
      throw new Error(`The number field "${props.id}" needs the form's widgets to include numberWidgets`);
    return <NumberWidget {...props} />;
  }
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} />;
}
