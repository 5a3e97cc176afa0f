import { useMemo, useState } from 'react';
import { ModalDialog } from '@oncourse/renderers/dialogs';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { AppForm } from '../forms/AppForm';
import { useSubmit, type ApiAnswer } from '../forms/useSubmit';
import { addRoleForm, type AddRoleData } from './add-role.form';
import type { JobRole } from '../forms/roles';
import { useText } from '../i18n/useText';
import { Alert } from '../ui/Alert';
import type { UserOrganisation } from '../session/types';
import { buttonClass } from '../ui/button';
import { validateFns as addRoleValidators } from '../forms/validators/addRole.gen.js';

interface AddRoleDialogProps {
  isOpen: boolean;
  available: readonly UserOrganisation[];
  onClose: () => void;
  /** Saves the role (the API call); the dialog shows its outcome. */
  onAdd: (organisationId: number, role: JobRole) => Promise<ApiAnswer<unknown>>;
  /** After a role was saved: reload what shows it. */
  onAdded: () => void | Promise<void>;
}

/** Add a role: organisation and role required; the roles follow the organisation's type (docs/accounts.md#behaviour, docs/accounts.md#input-rules). */
export function AddRoleDialog({ isOpen, available, onClose, onAdd, onAdded }: AddRoleDialogProps) {
  const { t } = useTranslation();
  const text = useText();
  const [data, setData] = useState<AddRoleData>({});
  const chosen = available.find((organisation) => organisation.id === data.organisation);
  const form = useMemo(() => addRoleForm(text, available, chosen), [text, available, chosen]);

  const save = useSubmit(
    (submitted: AddRoleData) => {
      const { organisationId, role } = form.toPayload(submitted);
      return onAdd(organisationId, role);
    },
    {
      onSuccess: async () => {
        await onAdded();
        close();
      },
    },
  );

  const close = () => {
    setData({});
    save.clear();
    onClose();
  };

  const change = (next: AddRoleData) => {
    // A role of another organisation type must not survive a change of organisation.
    const sameType =
      available.find((organisation) => organisation.id === next.organisation)?.type === chosen?.type;
    setData(sameType ? next : { organisation: next.organisation });
  };

  return (
    <ModalDialog isOpen={isOpen} onClose={close} title={t('roles.addTitle')}>
      {save.formError && <Alert>{save.formError}</Alert>}
      <AppForm
        config={form}
        validators={addRoleValidators}
        formData={data}
        onChange={change}
        onSubmit={save.submit}
        busy={save.pending}
        submitLabel={t('roles.add')}
        actions={
          <Button className={buttonClass('secondary')} onPress={close}>
            {t('common.cancel')}
          </Button>
        }
      />
    </ModalDialog>
  );
}
