import { Input, NumberField } from 'react-aria-components';
import type { WidgetProps } from '@rjsf/utils';

import { onCourseOptions } from '../uiOptions.ts';
import { controlProps, focusEvents } from './controlProps.ts';
import { guardNumberKeys, stepDecimals } from './numberKeys.ts';

/** With no step given, decimals are kept up to this many places. */
const DEFAULT_DECIMALS = 10;

/**
 * Number input (also the `updown` widget). Arrow keys, minus and the mouse wheel do not change the
 * value (spec 000 §5); the step comes from `ui:options.step` or the schema's `multipleOf`.
 * Ranges are left to validation so an out-of-range value gets a message instead of a silent clamp.
 */
export function NumberWidget(props: WidgetProps) {
  const { value, autofocus, placeholder, onChange, options, schema, uiSchema } = props;
  const integer = schema.type === 'integer';
  const step = onCourseOptions(uiSchema).step ?? schema.multipleOf ?? (integer ? 1 : undefined);
  const decimals = integer ? 0 : step === undefined ? DEFAULT_DECIMALS : stepDecimals(step);
  return (
    <div className="oc-number" onKeyDownCapture={guardNumberKeys}>
      <NumberField
        {...controlProps(props)}
        {...focusEvents(props)}
        className="oc-text-field"
        value={typeof value === 'number' ? value : Number.NaN}
        onChange={(next) => onChange(Number.isNaN(next) ? options.emptyValue : next)}
        // Zero as the floor keeps a pasted minus sign out; higher minimums are checked by validation.
        minValue={0}
        step={step}
        formatOptions={{ maximumFractionDigits: decimals }}
        // Explicit, so wrapping the input in a Group (which enables react-aria's wheel stepping) stays safe.
        isWheelDisabled
        autoFocus={autofocus}
      >
        <Input className="oc-input oc-input-number" placeholder={placeholder || undefined} />
      </NumberField>
    </div>
  );
}
