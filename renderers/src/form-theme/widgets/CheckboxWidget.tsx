import { Checkbox } from 'react-aria-components';
import { descriptionId, getTemplate, getUiOptions } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';

import { describedBy, hasVisibleErrors } from '../fieldIds.ts';
import { onCourseOptions } from '../uiOptions.ts';
import { CheckboxLabel } from './CheckboxLabel.tsx';
import { CheckIcon } from './CheckIcon.tsx';
import { focusEvents } from './controlProps.ts';
import fieldStyles from '../templates/field.module.css';
import choiceStyles from './choice.module.css';

/**
 * A single checkbox on react-aria's Checkbox; its label may hold a link (`ui:options.labelLink`) or
 * a rich element (`ui:options.richLabel`). A required tick is `const: true` in the schema.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, label, hideLabel, schema, uiSchema } =
    props;
  const { onChange, options, rawErrors, hideError, registry } = props;
  const { labelLink, richLabel } = onCourseOptions(uiSchema);
  // With an explicit ui:widget the FieldTemplate shows the description; otherwise the checkbox does.
  const ownsDescription = getUiOptions(uiSchema).widget !== 'checkbox';
  const description = ownsDescription && !hideLabel ? (options.description ?? schema.description) : undefined;
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  const mustTick = required || schema.const === true;
  return (
    <div className={choiceStyles.checkboxField}>
      <Checkbox
        id={id}
        name={htmlName || id}
        className={choiceStyles.checkbox}
        isSelected={value === true}
        onChange={(checked) => onChange(checked)}
        {...focusEvents(props)}
        isRequired={mustTick}
        isDisabled={disabled}
        isReadOnly={readonly}
        isInvalid={hasVisibleErrors(rawErrors, hideError)}
        validationBehavior="aria"
        autoFocus={autofocus}
        aria-describedby={describedBy(props)}
        aria-label={hideLabel ? label : undefined}
      >
        <span className={choiceStyles.checkboxBox} aria-hidden="true">
          <CheckIcon />
        </span>
        {!hideLabel && (
          <span className={choiceStyles.checkboxLabel}>
            <CheckboxLabel label={label} labelLink={labelLink} richLabel={richLabel} registry={registry} />
            {mustTick && (
              <span className={fieldStyles.required} aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </span>
        )}
      </Checkbox>
      {description && (
        <DescriptionFieldTemplate
          id={descriptionId(id)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </div>
  );
}
