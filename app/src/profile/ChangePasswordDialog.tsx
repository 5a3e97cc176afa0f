import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { errorDetail, isPasswordComplexityError } from '../api/errors';
import { AppForm, type FieldErrors } from '../forms/AppForm';
import { changePasswordForm, type ChangePasswordData } from '../forms/change-password.form';
import { passwordsMatch } from '../forms/new-password.form';
import { useText } from '../i18n/useText';
import { Alert } from '../layout/Alert';
import { FormDialog } from '../layout/FormDialog';
import { useApi } from '../services';

interface ChangePasswordDialogProps {
  userId: number;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Change password (spec 000 §8): success says so; a complexity refusal and any other failure each
 * have their message; a wrong current password shows on that field.
 */
export function ChangePasswordDialog({ userId, isOpen, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const text = useText();
  const api = useApi();
  const form = useMemo(() => changePasswordForm(text), [text]);
  const validate = useMemo(() => passwordsMatch<ChangePasswordData>(text), [text]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors | undefined>(undefined);

  const close = () => {
    setDone(false);
    setErrorKey(null);
    setFieldErrors(undefined);
    onClose();
  };

  const change = async (data: ChangePasswordData) => {
    setBusy(true);
    setErrorKey(null);
    setFieldErrors(undefined);
    try {
      const {
        data: answer,
        error,
        response,
      } = await api.POST('/api/app-user/change-password/{id}', {
        params: { path: { id: userId } },
        body: form.toPayload(data),
      });
      if (answer) {
        setDone(true);
        return;
      }
      const detail = errorDetail(error);
      if (response.status === 401 && detail?.field === 'current_password') {
        setFieldErrors({ current_password: [t('changePassword.wrongCurrent')] });
      } else if (isPasswordComplexityError(response.status, detail)) {
        setErrorKey('errors.passwordComplexity');
      } else {
        setErrorKey('changePassword.error');
      }
    } catch {
      setErrorKey('changePassword.error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog isOpen={isOpen} onClose={close} title={t('changePassword.title')}>
      {done ? (
        <>
          <Alert tone="success">{t('changePassword.success')}</Alert>
          <div className="modal__actions">
            <Button className="button button--primary" onPress={close} autoFocus>
              {t('common.close')}
            </Button>
          </div>
        </>
      ) : (
        <>
          {errorKey && <Alert>{t(errorKey)}</Alert>}
          <AppForm
            config={form}
            onSubmit={change}
            customValidate={validate}
            fieldErrors={fieldErrors}
            busy={busy}
            submitLabel={t('changePassword.submit')}
            actions={
              <Button className="button button--secondary" onPress={close}>
                {t('common.cancel')}
              </Button>
            }
          />
        </>
      )}
    </FormDialog>
  );
}
