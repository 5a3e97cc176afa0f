import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useTranslation } from '../i18n/useTranslation';
import { AppForm } from '../forms/AppForm';
import type { FieldErrors } from '../forms/useSubmit';
import { Alert } from '../ui/Alert';
import { hasChanges } from './dirty';
import type { SaveStatus } from './useSaveUser';
import { Panel, PanelTitle } from '../ui/Panel';

interface ProfileFormPanelProps<TData extends object> {
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

/** A profile tab's form panel: the outcome of the last save, the form, and whether it differs from the saved user. */
export function ProfileFormPanel<TData extends object>({
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
}: ProfileFormPanelProps<TData>) {
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
