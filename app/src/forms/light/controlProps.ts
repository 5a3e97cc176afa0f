import type { LightValue } from './lightFields';

/** What every light control takes: its id, value, change handler and accessibility state. */
export interface LightControlProps<TField> {
  id: string;
  field: TField;
  value: LightValue;
  onChange: (value: LightValue) => void;
  invalid: boolean;
  describedBy: string | undefined;
  autoFocus: boolean;
}
