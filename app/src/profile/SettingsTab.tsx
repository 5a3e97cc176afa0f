import { useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { settingsData, settingsForm, type SettingsData } from './settings.form';
import type { ProfileData } from './load-profile';
import { useText } from '../i18n/useText';
import type { SessionUser } from '../session/types';
import { FormPanel } from '../forms/FormPanel';
import { useSaveUser } from './useSaveUser';
import { validateFns as settingsValidators } from '../forms/validators/settings.gen.js';

interface SettingsTabProps {
  user: SessionUser;
  /** The languages to choose from, from the /user-profile loader. */
  languages: ProfileData['languages'];
  onDirtyChange: (dirty: boolean) => void;
}

/** Settings: language, measurement unit, e-mail notifications, introductory tour, correspondence. */
export function SettingsTab({ user, languages, onDirtyChange }: SettingsTabProps) {
  const { t } = useTranslation();
  const text = useText();
  const form = useMemo(() => settingsForm(text, languages), [text, languages]);
  const initial = useMemo(() => settingsData(user), [user]);
  // The display language follows the saved setting at once: the hook updates the session user.
  const { busy, status, save } = useSaveUser(user.id, onDirtyChange);

  return (
    <div>
      <FormPanel
        titleId="profile-settings-title"
        title={t('settings.title')}
        config={form}
        validators={settingsValidators}
        initial={initial}
        onDirtyChange={onDirtyChange}
        onSubmit={(data: SettingsData) => save(form.toPayload(data))}
        busy={busy}
        status={status}
      />
    </div>
  );
}
