import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useTranslation } from '../i18n/useTranslation';
import { AppForm } from './AppForm';
import type { FieldErrors } from './useSubmit';
import { Alert } from '../ui/Alert';
import { hasChanges } from './dirty';
import { Panel, PanelTitle } from '../ui/Panel';

/** The outcome of the last save: shown above the form until the next change. */
export type SaveStatus = 'saved' | 'failed' | null;

interface FormPanelProps<TData extends object> {
  /** Id of the panel's heading, which names the section. */
  titleId: string;
  title: string;
  config: { schema: RJSFSchema; uiSchema: UiSchema };
  /** The form's compiled validators (AppForm's `validators`). */
  validators: ValidatorFunctions;
  initial: TData;
  onDirtyChange: (dirty: boolean) => void;
  onSubmit: (data: TData) => Promise<void>;
  busy: boolean;
  status: SaveStatus;
  fieldErrors?: FieldErrors | undefined;
}

/**
 * A settings tab's form panel (a user's or an organisation's profile): the outcome of the last save,
 * the form, and whether it differs from what was saved.
 */
export function FormPanel<TData extends object>({
  titleId,
  title,
  config,
  validators,
  initial,
  onDirtyChange,
  onSubmit,
  busy,
  status,
  fieldErrors,
}: FormPanelProps<TData>) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{title}</PanelTitle>
      {status === 'saved' && <Alert tone="success">{t('profile.saved')}</Alert>}
      {status === 'failed' && <Alert>{t('profile.saveError')}</Alert>}
      <AppForm
        config={config}
        validators={validators}
        formData={initial}
        onChange={(data) => onDirtyChange(hasChanges(initial, data))}
        onSubmit={onSubmit}
        fieldErrors={fieldErrors}
        busy={busy}
        submitLabel={t('profile.save')}
      />
    </Panel>
  );
}
