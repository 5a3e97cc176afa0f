import { Input, NumberField } from 'react-aria-components';
import type { WidgetProps } from '@rjsf/utils';

import { describedBy, hasVisibleErrors, labelling } from '../fieldIds.ts';
import { onCourseOptions } from '../uiOptions.ts';
import { guardNumberKeys, stepDecimals } from './numberKeys.ts';

/** With no step given, decimals are kept up to this many places. */
const DEFAULT_DECIMALS = 10;

/**
 * Number input (also the `updown` widget). Arrow keys, minus and the mouse wheel do not change the
 * value (spec 000 §5); the step comes from `ui:options.step` or the schema's `multipleOf`.
 * Ranges are left to validation so an out-of-range value gets a message instead of a silent clamp.
 */
export function NumberWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, label, hideLabel } =
    props;
  const { onChange, onBlur, onFocus, options, rawErrors, hideError, schema, uiSchema } = props;
  const integer = schema.type === 'integer';
  const step = onCourseOptions(uiSchema).step ?? schema.multipleOf ?? (integer ? 1 : undefined);
  const decimals = integer ? 0 : step === undefined ? DEFAULT_DECIMALS : stepDecimals(step);
  return (
    <div className="oc-number" onKeyDownCapture={guardNumberKeys}>
      <NumberField
        id={id}
        name={htmlName || id}
        className="oc-text-field"
        value={typeof value === 'number' ? value : Number.NaN}
        onChange={(next) => onChange(Number.isNaN(next) ? options.emptyValue : next)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        // Zero as the floor keeps a pasted minus sign out; higher minimums are checked by validation.
        minValue={0}
        step={step}
        formatOptions={{ maximumFractionDigits: decimals }}
        // Explicit, so wrapping the input in a Group (which enables react-aria's wheel stepping) stays safe.
        isWheelDisabled
        isRequired={required}
        isDisabled={disabled}
        isReadOnly={readonly}
        isInvalid={hasVisibleErrors(rawErrors, hideError)}
        validationBehavior="aria"
        autoFocus={autofocus}
        aria-describedby={describedBy(props)}
        {...labelling(id, label, hideLabel)}
      >
        <Input className="oc-input oc-input-number" placeholder={placeholder || undefined} />
      </NumberField>
    </div>
  );
}
