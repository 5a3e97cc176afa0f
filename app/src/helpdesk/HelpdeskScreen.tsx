import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { AppForm } from '../forms/AppForm';
import { useSubmit } from '../forms/useSubmit';
import { useText } from '../i18n/useText';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { userAtom } from '../session/atoms';
import { Alert } from '../ui/Alert';
import { FormDialog } from '../ui/FormDialog';
import { Icon } from '../ui/icons';
import { helpdeskForm, type HelpdeskData } from './helpdesk.form';
import { isHelpdeskOpen } from './office-hours';

/**
 * The helpdesk (spec 001 §1–2, §9): office hours and whether the desk is open now, and a contact-us
 * button that opens the message form, then a confirmation.
 */
export function HelpdeskScreen({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation();
  const text = useText();
  const api = useApi();
  const router = useRouter();
  const userId = useAtomValue(userAtom)?.id;
  const form = useMemo(() => helpdeskForm(text), [text]);
  const [stage, setStage] = useState<'closed' | 'writing' | 'sent'>('closed');
  const open = isHelpdeskOpen(now);

  const send = useSubmit(
    (data: HelpdeskData) =>
      api.POST('/api/app-user/contact-helpdesk/{id}', {
        params: { path: { id: userId ?? 0 } },
        body: form.toPayload(data),
      }),
    {
      onSuccess: async () => {
        setStage('sent');
        // The badge counts unanswered messages: it changes with this one.
        await router.invalidate({ filter: (match) => match.routeId === '/_app' });
      },
    },
  );
  const close = () => {
    send.clear();
    setStage('closed');
  };

  return (
    <div className="page page--narrow">
      <h1 className="page__title">{t('helpdesk.title')}</h1>
      <section className="panel" aria-labelledby="helpdesk-hours">
        <h2 id="helpdesk-hours" className="panel__title">
          {t('helpdesk.hoursTitle')}
        </h2>
        <p>{t('helpdesk.hours')}</p>
        <p className={`helpdesk-status helpdesk-status--${open ? 'open' : 'closed'}`} role="status">
          <span className="helpdesk-status__dot" aria-hidden="true" />
          {t(open ? 'helpdesk.openNow' : 'helpdesk.closedNow')}
        </p>
        <p className="muted">{t('helpdesk.intro')}</p>
        <Button className="button button--primary" onPress={() => setStage('writing')}>
          <Icon name="help" size={18} />
          {t('helpdesk.contact')}
        </Button>
      </section>
      <FormDialog isOpen={stage === 'writing'} onClose={close} title={t('helpdesk.contactTitle')}>
        {send.formError && <Alert>{send.formError}</Alert>}
        <AppForm
          config={form}
          onSubmit={send.submit}
          busy={send.pending}
          submitLabel={t('helpdesk.send')}
          actions={
            <Button className="button button--secondary" onPress={close}>
              {t('common.cancel')}
            </Button>
          }
        />
      </FormDialog>
      <FormDialog isOpen={stage === 'sent'} onClose={close} title={t('helpdesk.sentTitle')}>
        <Alert tone="success">{t(open ? 'helpdesk.sentOpen' : 'helpdesk.sentClosed')}</Alert>
        <div className="modal__actions">
          <Button className="button button--primary" onPress={close} autoFocus>
            {t('common.close')}
          </Button>
        </div>
      </FormDialog>
    </div>
  );
}
