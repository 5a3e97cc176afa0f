import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { profileGeneralData, profileGeneralForm, type ProfileGeneralData } from './profile-general.form';
import { useText } from '../i18n/useText';
import type { SessionUser } from '../session/types';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { PersonalDataSection } from './PersonalDataSection';
import { FormPanel } from '../forms/FormPanel';
import type { ProfileData } from './load-profile';
import { RolesSection } from './RolesSection';
import { useSaveUser } from './useSaveUser';
import { buttonClass } from '../ui/button';
import { Panel, PanelTitle } from '../ui/Panel';
import { validateFns as profileGeneralValidators } from '../forms/validators/profileGeneral.gen.js';

interface GeneralTabProps {
  user: SessionUser;
  /** The user's links to organisations, from the /user-profile loader. */
  links: ProfileData['links'];
  onDirtyChange: (dirty: boolean) => void;
}

/** General information: names and e-mail (with Save), password change, roles per organisation and personal data. */
export function GeneralTab({ user, links, onDirtyChange }: GeneralTabProps) {
  const { t } = useTranslation();
  const text = useText();
  const form = useMemo(() => profileGeneralForm(text), [text]);
  const initial = useMemo(() => profileGeneralData(user), [user]);
  const [changingPassword, setChangingPassword] = useState(false);
  const { busy, status, save, fieldErrors } = useSaveUser(user.id, onDirtyChange, ({ detail }) =>
    detail?.code === 'NOT_UNIQUE' && detail.field === 'email_address'
      ? { field: 'email_address', key: 'errors.emailNotUnique' }
      : undefined,
  );

  const submit = (data: ProfileGeneralData) => save(form.toPayload(data));

  return (
    <div>
      <FormPanel
        titleId="profile-details-title"
        title={t('profile.detailsTitle')}
        config={form}
        validators={profileGeneralValidators}
        initial={initial}
        onDirtyChange={onDirtyChange}
        onSubmit={submit}
        busy={busy}
        status={status}
        fieldErrors={fieldErrors}
      />
      <Panel aria-labelledby="profile-password-title">
        <PanelTitle id="profile-password-title">{t('changePassword.title')}</PanelTitle>
        <p className="muted">{t('changePassword.intro')}</p>
        <Button className={buttonClass('secondary')} onPress={() => setChangingPassword(true)}>
          {t('changePassword.open')}
        </Button>
        <ChangePasswordDialog
          userId={user.id}
          isOpen={changingPassword}
          onClose={() => setChangingPassword(false)}
        />
      </Panel>
      <RolesSection userId={user.id} links={links} />
      <PersonalDataSection userId={user.id} />
    </div>
  );
}
