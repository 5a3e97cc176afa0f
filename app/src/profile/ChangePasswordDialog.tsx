import { useMemo, useState } from 'react';
import { DialogActions, ModalDialog } from '@oncourse/renderers/dialogs';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { isPasswordComplexityError } from '../api/errors';
import { AppForm } from '../forms/AppForm';
import { useSubmit } from '../forms/useSubmit';
import { changePasswordForm, type ChangePasswordData } from './change-password.form';
import { passwordsMatch } from '../account';
import { useText } from '../i18n/useText';
import { Alert } from '../ui/Alert';
import { useApi } from '../services';
import { buttonClass } from '../ui/button';
import { validateFns as changePasswordValidators } from '../forms/validators/changePassword.gen.js';

interface ChangePasswordDialogProps {
  userId: number;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Change password (docs/accounts.md#errors): success says so; a complexity refusal and any other failure each
 * have their message; a wrong current password shows on that field.
 */
export function ChangePasswordDialog({ userId, isOpen, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const text = useText();
  const api = useApi();
  const form = useMemo(() => changePasswordForm(text), [text]);
  const validate = useMemo(() => passwordsMatch<ChangePasswordData>(text), [text]);
  const [done, setDone] = useState(false);
  const change = useSubmit(
    (data: ChangePasswordData) =>
      api.POST('/api/app-user/change-password/{id}', {
        params: { path: { id: userId } },
        body: form.toPayload(data),
      }),
    {
      onSuccess: () => setDone(true),
      failureKey: 'changePassword.error',
      onRefusal: ({ status, detail }) => {
        if (status === 401 && detail?.field === 'current_password')
          return { field: 'current_password', key: 'changePassword.wrongCurrent' };
        if (isPasswordComplexityError(status, detail)) return { key: 'errors.passwordComplexity' };
        return undefined;
      },
    },
  );

  const close = () => {
    setDone(false);
    change.clear();
    onClose();
  };

  return (
    <ModalDialog isOpen={isOpen} onClose={close} title={t('changePassword.title')}>
      {done ? (
        <>
          <Alert tone="success">{t('changePassword.success')}</Alert>
          <DialogActions>
            <Button className={buttonClass('primary')} onPress={close} autoFocus>
              {t('common.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          {change.formError && <Alert>{change.formError}</Alert>}
          <AppForm
            config={form}
            validators={changePasswordValidators}
            onSubmit={change.submit}
            customValidate={validate}
            fieldErrors={change.fieldErrors}
            busy={change.pending}
            submitLabel={t('changePassword.submit')}
            actions={
              <Button className={buttonClass('secondary')} onPress={close}>
                {t('common.cancel')}
              </Button>
            }
          />
        </>
      )}
    </ModalDialog>
  );
}
