import { useRouter } from '@tanstack/react-router';
import { DialogActions, ModalDialog } from '@oncourse/renderers/dialogs';
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
import { Icon } from '../ui/icons';
import { helpdeskForm, type HelpdeskData as HelpdeskFormData } from './helpdesk.form';
import type { HelpdeskData, Notice } from './load-helpdesk';
import { NoticeList } from './NoticeList';
import { isHelpdeskOpen } from './office-hours';
import { SentMessages } from './SentMessages';
import styles from './helpdesk.module.css';
import { buttonClass } from '../ui/button';
import { Page, PageTitle } from '../ui/Page';
import { Panel, PanelTitle } from '../ui/Panel';
import { validateFns as helpdeskValidators } from '../forms/validators/helpdesk.gen.js';

/**
 * The helpdesk (docs/helpdesk.md#notices): the provider's notices, unread ones marked and marked
 * read when opened (the top-bar badge counts them); office hours and whether the desk is open now; a
 * contact-us button that opens the message form, then a confirmation; and the messages the
 * organisation has sent.
 */
export function HelpdeskScreen({ data, now = new Date() }: { data: HelpdeskData; now?: Date }) {
  const { t } = useTranslation();
  const text = useText();
  const api = useApi();
  const router = useRouter();
  const userId = useAtomValue(userAtom)?.id;
  // Held here so the form can show the call's number and time once "Please call me" is chosen.
  const [draft, setDraft] = useState<HelpdeskFormData>({});
  const form = useMemo(() => helpdeskForm(text, draft.reason), [text, draft.reason]);
  const [stage, setStage] = useState<'closed' | 'writing' | 'sent'>('closed');
  const open = isHelpdeskOpen(now);
  // Notices opened on this page read as read at once, before the server's answer comes back.
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const notices = data.notices?.map((notice) => (opened.has(notice.id) ? { ...notice, read: true } : notice));

  const openNotice = (notice: Notice) => {
    if (notice.read || userId === undefined) return;
    setOpened((previous) => new Set(previous).add(notice.id));
    void api
      .PATCH('/api/app-user/{id}/notices/{noticeId}', {
        params: { path: { id: userId, noticeId: notice.id } },
        body: { read: true },
      })
      // The badge counts unread notices: it drops with this one.
      .then(() => router.invalidate({ filter: (match) => match.routeId === '/_app' }));
  };

  const send = useSubmit(
    (data: HelpdeskFormData) =>
      api.POST('/api/app-user/contact-helpdesk/{id}', {
        params: { path: { id: userId ?? 0 } },
        body: form.toPayload(data),
      }),
    {
      onSuccess: async () => {
        setStage('sent');
        // The message joins the organisation's list; the badge is for notices and stays as it is.
        await router.invalidate({ filter: (match) => match.routeId === '/_app/helpdesk' });
      },
    },
  );
  const close = () => {
    send.clear();
    setStage('closed');
    setDraft({});
  };

  return (
    <Page>
      <PageTitle>{t('helpdesk.title')}</PageTitle>
      <div className={styles.helpdeskLayout}>
        <Panel className={styles.helpdeskNotices} aria-labelledby="helpdesk-notices">
          <PanelTitle id="helpdesk-notices">{t('notices.title')}</PanelTitle>
          {notices ? (
            <NoticeList notices={notices} onOpen={openNotice} />
          ) : (
            <Alert>{t('notices.loadError')}</Alert>
          )}
        </Panel>
        <Panel className={styles.helpdeskContact} aria-labelledby="helpdesk-hours">
          <PanelTitle id="helpdesk-hours">{t('helpdesk.hoursTitle')}</PanelTitle>
          <p>{t('helpdesk.hours')}</p>
          {/* docs/helpdesk.md#limits: what a club may expect after writing. */}
          <p>{t('helpdesk.answerTime')}</p>
          <p
            className={`${styles.helpdeskStatus} ${open ? styles.helpdeskStatusOpen : styles.helpdeskStatusClosed}`}
            role="status"
          >
            <span className={styles.helpdeskStatusDot} aria-hidden="true" />
            {t(open ? 'helpdesk.openNow' : 'helpdesk.closedNow')}
          </p>
          <p className="muted">{t('helpdesk.intro')}</p>
          <Button className={buttonClass('primary')} onPress={() => setStage('writing')}>
            <Icon name="help" size={18} />
            {t('helpdesk.contact')}
          </Button>
        </Panel>
        {data.messages && (
          <Panel className={styles.helpdeskMessages} aria-labelledby="helpdesk-messages">
            <PanelTitle id="helpdesk-messages">
              {t('helpdesk.sent.title', { organisation: data.messages.organisation })}
            </PanelTitle>
            {data.messages.list ? (
              <SentMessages messages={data.messages.list} />
            ) : (
              <Alert>{t('helpdesk.sent.loadError')}</Alert>
            )}
          </Panel>
        )}
      </div>
      <ModalDialog isOpen={stage === 'writing'} onClose={close} title={t('helpdesk.contactTitle')}>
        {send.formError && <Alert>{send.formError}</Alert>}
        <AppForm
          config={form}
          validators={helpdeskValidators}
          formData={draft}
          onChange={setDraft}
          onSubmit={send.submit}
          fieldErrors={send.fieldErrors}
          busy={send.pending}
          submitLabel={t('helpdesk.send')}
          actions={
            <Button className={buttonClass('secondary')} onPress={close}>
              {t('common.cancel')}
            </Button>
          }
        />
      </ModalDialog>
      <ModalDialog isOpen={stage === 'sent'} onClose={close} title={t('helpdesk.sentTitle')}>
        <Alert tone="success">{t(open ? 'helpdesk.sentOpen' : 'helpdesk.sentClosed')}</Alert>
        <DialogActions>
          <Button className={buttonClass('primary')} onPress={close} autoFocus>
            {t('common.close')}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Page>
  );
}
