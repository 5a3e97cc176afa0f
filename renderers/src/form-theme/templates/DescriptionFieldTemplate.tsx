import type { DescriptionFieldProps } from '@rjsf/utils';
import fieldStyles from './field.module.css';

/** A field's or section's description, between label and control. */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <div id={id} className={fieldStyles.description}>
      {description}
    </div>
  );
}
