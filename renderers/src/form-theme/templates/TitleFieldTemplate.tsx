import type { TitleFieldProps } from '@rjsf/utils';

/** The title of a form or of a group of fields. */
export function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  if (!title) return null;
  return (
    <h2 id={id} className="oc-section-title">
      {title}
    </h2>
  );
}
