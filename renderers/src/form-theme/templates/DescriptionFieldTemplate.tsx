import type { DescriptionFieldProps } from '@rjsf/utils';

/** A field's or section's description, between label and control. */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <div id={id} className="oc-description">
      {description}
    </div>
  );
}
