import { useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { AppForm } from '../forms/AppForm';
import { settingsData, settingsForm, type SettingsData } from '../forms/settings.form';
import { withSettle } from '../hooks/settle';
import { useLanguages } from '../i18n/useLanguages';
import { useText } from '../i18n/useText';
import { Alert } from '../layout/Alert';
import { useApi } from '../services';
import { updateUserAtom } from '../session/atoms';
import { toSessionUser } from '../session/mappers';
import type { SessionUser } from '../session/types';
import { hasChanges } from './dirty';

interface SettingsTabProps {
  user: SessionUser;
  onDirtyChange: (dirty: boolean) => void;
}

/** Settings: language, measurement unit, e-mail notifications, introductory tour, correspondence. */
export function SettingsTab({ user, onDirtyChange }: SettingsTabProps) {
  const { t } = useTranslation();
  const text = useText();
  const api = useApi();
  const languages = useLanguages();
  const updateUser = useSetAtom(updateUserAtom);
  const form = useMemo(() => settingsForm(text, languages), [text, languages]);
  const initial = useMemo(() => settingsData(user), [user]);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);

  const save = async (data: SettingsData) => {
    setBusy(true);
    setStatus(null);
    try {
      const { data: answer } = await withSettle(
        api.PATCH('/api/app-user/{id}', { params: { path: { id: user.id } }, body: form.toPayload(data) }),
      );
      if (answer) {
        // The display language follows the saved setting at once.
        updateUser(toSessionUser(answer.data));
        onDirtyChange(false);
        setStatus('saved');
      } else {
        setStatus('failed');
      }
    } catch {
      setStatus('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="profile-tab">
      <section className="panel" aria-labelledby="profile-settings-title">
        <h2 id="profile-settings-title" className="panel__title">
          {t('settings.title')}
        </h2>
        {status === 'saved' && <Alert tone="success">{t('profile.saved')}</Alert>}
        {status === 'failed' && <Alert>{t('profile.saveError')}</Alert>}
        <AppForm
          config={form}
          formData={initial}
          onChange={(data) => onDirtyChange(hasChanges(initial, data as object))}
          onSubmit={save}
          busy={busy}
          submitLabel={t('profile.save')}
        />
      </section>
    </div>
  );
}
