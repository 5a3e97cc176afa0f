import { getTemplate, getUiOptions } from '@rjsf/utils';
import type { FieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';

import { hasVisibleErrors, labelId } from '../fieldIds.ts';
import { themeText } from '../formContext.ts';
import { onCourseOptions } from '../uiOptions.ts';
import themeStyles from '../theme.module.css';
import fieldStyles from './field.module.css';

/**
 * One field: label (with a required star), description, control, errors, help. The wrapper carries
 * `data-invalid` so the form can move focus to the first field in error after a failed submit.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    children,
    errors,
    help,
    description,
    hidden,
    required,
    displayLabel,
    registry,
    uiSchema,
  } = props;
  const { schema, rawErrors, hideError } = props;
  const uiOptions = getUiOptions(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
  if (hidden) return <div className={themeStyles.hidden}>{children}</div>;
  if (isContainer(schema)) {
    return (
      <WrapIfAdditionalTemplate {...props}>
        {children}
        {errors}
      </WrapIfAdditionalTemplate>
    );
  }
  // A checkbox shows its label beside the box itself.
  const showLabel = displayLabel && uiOptions.widget !== 'checkbox' && label !== '';
  const LabelElement = isGroup(schema, uiSchema) ? 'span' : 'label';
  return (
    <WrapIfAdditionalTemplate {...props}>
      {/* WrapIfAdditionalTemplate already carries RJSF's classNames and style. */}
      <div className={fieldStyles.field} data-invalid={hasVisibleErrors(rawErrors, hideError) || undefined}>
        {showLabel && (
          <LabelElement
            id={labelId(id)}
            className={fieldStyles.label}
            htmlFor={LabelElement === 'label' ? id : undefined}
          >
            {label}
            {required && (
              <span className={fieldStyles.required} aria-hidden="true">
                {' '}
                *
              </span>
            )}
            {!required && onCourseOptions(uiSchema).markOptional && (
              <span className={fieldStyles.optional}> {themeText(registry, 'form.optional')}</span>
            )}
          </LabelElement>
        )}
        {displayLabel && description}
        {children}
        {errors}
        {help}
      </div>
    </WrapIfAdditionalTemplate>
  );
}

/** Objects and plain arrays hold other fields; they get no label or field box of their own. */
function isContainer(schema: RJSFSchema): boolean {
  if (schema.type === 'object') return true;
  if (schema.type !== 'array') return false;
  const items = schema.items;
  const enumItems =
    typeof items === 'object' &&
    !Array.isArray(items) &&
    (Array.isArray(items.enum) || Array.isArray(items.oneOf) || Array.isArray(items.anyOf));
  return !enumItems;
}

/** Radio and checkbox groups are labelled by reference (a label element cannot point at a group). */
function isGroup(schema: RJSFSchema, uiSchema: UiSchema | undefined): boolean {
  const widget = getUiOptions(uiSchema).widget;
  return widget === 'radio' || widget === 'checkboxes' || schema.type === 'array';
}
