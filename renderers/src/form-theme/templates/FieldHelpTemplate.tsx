import { helpId } from '@rjsf/utils';
import type { FieldHelpProps } from '@rjsf/utils';
import fieldStyles from './field.module.css';

/** The `ui:help` hint under a field, referenced by the control's aria-describedby. */
export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <div id={helpId(fieldPathId)} className={fieldStyles.help}>
      {help}
    </div>
  );
}
