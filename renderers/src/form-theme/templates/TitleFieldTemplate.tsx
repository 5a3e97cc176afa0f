import type { TitleFieldProps } from '@rjsf/utils';
import layoutStyles from './layout.module.css';

/** The title of a form or of a group of fields. */
export function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  if (!title) return null;
  return (
    <h2 id={id} className={layoutStyles.sectionTitle}>
      {title}
    </h2>
  );
}
