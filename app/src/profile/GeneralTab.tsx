import { useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { errorDetail } from '../api/errors';
import { AppForm, type FieldErrors } from '../forms/AppForm';
import {
  profileGeneralData,
  profileGeneralForm,
  type ProfileGeneralData,
} from '../forms/profile-general.form';
import { withSettle } from '../hooks/settle';
import { useText } from '../i18n/useText';
import { Alert } from '../layout/Alert';
import { useApi } from '../services';
import { updateUserAtom } from '../session/atoms';
import { toSessionUser } from '../session/mappers';
import type { SessionUser } from '../session/types';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { hasChanges } from './dirty';
import { RolesSection } from './RolesSection';

interface GeneralTabProps {
  user: SessionUser;
  onDirtyChange: (dirty: boolean) => void;
}

/** General information: names and e-mail (with Save), password change and roles per organisation. */
export function GeneralTab({ user, onDirtyChange }: GeneralTabProps) {
  const { t } = useTranslation();
  const text = useText();
  const api = useApi();
  const updateUser = useSetAtom(updateUserAtom);
  const form = useMemo(() => profileGeneralForm(text), [text]);
  const initial = useMemo(() => profileGeneralData(user), [user]);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors | undefined>(undefined);
  const [changingPassword, setChangingPassword] = useState(false);

  const save = async (data: ProfileGeneralData) => {
    setBusy(true);
    setStatus(null);
    setFieldErrors(undefined);
    try {
      const {
        data: answer,
        error,
        response,
      } = await withSettle(
        api.PATCH('/api/app-user/{id}', { params: { path: { id: user.id } }, body: form.toPayload(data) }),
      );
      if (answer) {
        updateUser(toSessionUser(answer.data));
        onDirtyChange(false);
        setStatus('saved');
        return;
      }
      const detail = errorDetail(error);
      if (detail?.code === 'NOT_UNIQUE' && detail.field === 'email_address') {
        setFieldErrors({ email_address: [t('errors.emailNotUnique')] });
        return;
      }
      if (response.status !== 401) setStatus('failed');
    } catch {
      setStatus('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="profile-tab">
      <section className="panel" aria-labelledby="profile-details-title">
        <h2 id="profile-details-title" className="panel__title">
          {t('profile.detailsTitle')}
        </h2>
        {status === 'saved' && <Alert tone="success">{t('profile.saved')}</Alert>}
        {status === 'failed' && <Alert>{t('profile.saveError')}</Alert>}
        <AppForm
          config={form}
          formData={initial}
          onChange={(data) => onDirtyChange(hasChanges(initial, data as object))}
          onSubmit={save}
          fieldErrors={fieldErrors}
          busy={busy}
          submitLabel={t('profile.save')}
        />
      </section>
      <section className="panel" aria-labelledby="profile-password-title">
        <h2 id="profile-password-title" className="panel__title">
          {t('changePassword.title')}
        </h2>
        <p className="muted">{t('changePassword.intro')}</p>
        <Button className="button button--secondary" onPress={() => setChangingPassword(true)}>
          {t('changePassword.open')}
        </Button>
        <ChangePasswordDialog
          userId={user.id}
          isOpen={changingPassword}
          onClose={() => setChangingPassword(false)}
        />
      </section>
      <RolesSection userId={user.id} />
    </div>
  );
}
