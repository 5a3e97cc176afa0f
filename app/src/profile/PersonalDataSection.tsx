import { useState } from 'react';
import { Button } from 'react-aria-components';
import { ConfirmDialog } from '@oncourse/renderers/dialogs';
import { useNavigate } from '@tanstack/react-router';
import { useSubmit } from '../forms/useSubmit';
import { useDownload } from '../api/useDownload';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { buttonClass } from '../ui/button';
import { Panel, PanelTitle } from '../ui/Panel';

/**
 * The user's personal-data rights (docs/accounts.md#personal-data): download everything the server
 * keeps about them as a JSON file, or delete the account after a confirmation that names what
 * goes and what stays. An owner is told to hand over ownership first.
 */
export function PersonalDataSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  // The export comes as JSON; it is saved as the file the person reads, named after today.
  const download = useDownload(
    async () => {
      const answer = await api.GET('/api/app-user/{id}/personal-data', { params: { path: { id: userId } } });
      const data = answer.data && new Blob([JSON.stringify(answer.data, null, 2)], { type: 'application/json' });
      return { ...answer, data };
    },
    {
      fallbackName: () => `oncourse-personal-data-${new Date().toISOString().slice(0, 10)}.json`,
      failureKey: 'profile.personalData.downloadFailed',
    },
  );
  const remove = useSubmit(() => api.DELETE('/api/app-user/{id}', { params: { path: { id: userId } } }), {
    // The account is gone: /logout forgets the session on this device too.
    onSuccess: () => navigate({ to: '/logout', replace: true }),
    onRefusal: ({ status }) => (status === 403 ? { key: 'profile.deleteAccount.owner' } : undefined),
    failureKey: 'profile.deleteAccount.failed',
  });

  return (
    <Panel aria-labelledby="profile-personal-data-title">
      <PanelTitle id="profile-personal-data-title">{t('profile.personalData.title')}</PanelTitle>
      <p className="muted">{t('profile.personalData.intro')}</p>
      <div>
        <Button
          className={buttonClass('secondary')}
          onPress={() => void download.submit()}
          isPending={download.pending}
        >
          {t('profile.personalData.download')}
        </Button>
        <Button
          className={buttonClass('warning')}
          onPress={() => {
            remove.clear();
            setConfirming(true);
          }}
          isPending={remove.pending}
        >
          {t('profile.deleteAccount.open')}
        </Button>
      </div>
      {download.formError && <Alert>{download.formError}</Alert>}
      {remove.formError && <Alert>{remove.formError}</Alert>}
      <ConfirmDialog
        isOpen={confirming}
        title={t('profile.deleteAccount.title')}
        confirmLabel={t('profile.deleteAccount.confirm')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void remove.submit();
        }}
      >
        <p>{t('profile.deleteAccount.consequences')}</p>
      </ConfirmDialog>
    </Panel>
  );
}
