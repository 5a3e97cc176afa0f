import type { Schemas } from '@oncourse/openapi';
import { useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useSubmit } from '../../forms/useSubmit';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../services';
import { Alert } from '../../ui/Alert';
import { buttonClass } from '../../ui/button';
import { Page, PageLead, PageTitle } from '../../ui/Page';
import { StatusLabel } from '../../ui/Table';
import { AppLink } from '../../ui/links';
import styles from '../programme.module.css';
import type { InboxSearch } from './console-search';
import { useConsoleFormats } from './formats';
import type { InboxMessage } from './load-console';
import { Paging } from './Paging';
import { consoleRefusal } from './refusal';
import { TextAreaField } from './TextAreaField';

function MessageCard({ message, onSent }: { message: InboxMessage; onSent: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const formats = useConsoleFormats();
  const id = useId();
  const [text, setText] = useState('');
  const reply = useSubmit(
    () =>
      api.POST('/api/console/helpdesk/messages/{messageId}/replies', {
        params: { path: { messageId: message.id } },
        body: { text },
      }),
    {
      onSuccess: async () => {
        setText('');
        onSent();
        await router.invalidate();
      },
      onRefusal: consoleRefusal,
      failureKey: 'console.failed',
    },
  );
  const mark = useSubmit(
    (answered: boolean) =>
      api.PATCH('/api/console/helpdesk/messages/{messageId}', {
        params: { path: { messageId: message.id } },
        body: { answered },
      }),
    { onSuccess: () => router.invalidate(), failureKey: 'console.failed' },
  );
  const send = (event: FormEvent) => {
    event.preventDefault();
    void reply.submit();
  };
  const answered = message.answeredAt !== null;
  return (
    <li className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.cardHead}>
        <h3 id={`${id}-title`}>{t(`helpdesk.reasons.${message.reason}`)}</h3>
        <StatusLabel tone={answered ? 'plain' : 'warning'}>
          {answered
            ? t('console.inbox.answeredOn', { date: formats.time(message.answeredAt!) })
            : t('console.inbox.unanswered')}
        </StatusLabel>
      </div>
      <p>
        <strong>{message.organisation?.title ?? t('console.inbox.noOrganisation')}</strong>
        {' · '}
        {message.sender.name} <a href={`mailto:${message.sender.email}`}>{message.sender.email}</a>
        {' · '}
        <span className="muted">{formats.time(message.createdAt)}</span>
      </p>
      {message.callBack && (
        // A call asked for: the number and the time are what staff act on, so they come first.
        <p>
          <strong>{t('console.inbox.callBack')}</strong>{' '}
          <a href={`tel:${message.callBack.phone.replace(/\s/g, '')}`}>{message.callBack.phone}</a>
          {' · '}
          {t('console.inbox.callTime', { time: message.callBack.time })}
        </p>
      )}
      <p className={styles.reply}>{message.message}</p>
      {message.replies.length > 0 && (
        <div>
          <h4 className={styles.subhead}>{t('console.inbox.replies')}</h4>
          <ul className={styles.list}>
            {message.replies.map((entry) => (
              <li key={entry.id}>
                <p className="muted">
                  {t('console.inbox.repliedBy', { name: entry.author, date: formats.time(entry.createdAt) })}
                </p>
                <p className={styles.comment}>{entry.text}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      <form onSubmit={send} className={styles.replyForm} noValidate>
        <TextAreaField
          label={t('console.inbox.yourReply')}
          hint={t('console.inbox.replyHint', { email: message.sender.email })}
          maxLength={5000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={reply.fieldErrors?.text?.[0]}
        />
        {reply.formError && <Alert>{reply.formError}</Alert>}
        <div className={styles.buttons}>
          <button type="submit" className={buttonClass('primary', 'small')} disabled={reply.pending}>
            {t('console.inbox.send')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'small')}
            disabled={mark.pending}
            onClick={() => void mark.submit(!answered)}
          >
            {t(answered ? 'console.inbox.markUnanswered' : 'console.inbox.markAnswered')}
          </button>
        </div>
        {mark.formError && <Alert>{mark.formError}</Alert>}
      </form>
    </li>
  );
}

const FILTERS: { key: string; search: InboxSearch }[] = [
  { key: 'all', search: {} },
  { key: 'unanswered', search: { answered: false } },
  { key: 'answered', search: { answered: true } },
];

/**
 * /programme/helpdesk (docs/programme-console.md#behaviour): the clubs' messages newest first,
 * filtered by answered or not; a reply is e-mailed to the sender and kept with the message.
 */
export function HelpdeskInboxScreen({
  inbox,
  search,
}: {
  inbox: Schemas['ConsoleHelpdeskPage'];
  search: InboxSearch;
}) {
  const { t } = useTranslation();
  // Said above the list: a message replied to leaves the Unanswered view with its card.
  const [sent, setSent] = useState(false);
  const current = search.answered === undefined ? 'all' : search.answered ? 'answered' : 'unanswered';
  return (
    <Page>
      <PageTitle>{t('console.inbox.title')}</PageTitle>
      <PageLead>{t('console.inbox.lead')}</PageLead>
      <nav className={styles.segments} aria-label={t('console.inbox.filter')}>
        {FILTERS.map((filter) => (
          <AppLink
            key={filter.key}
            to="/programme/helpdesk"
            search={filter.search}
            aria-current={current === filter.key ? 'page' : undefined}
          >
            {t(`console.inbox.show.${filter.key}`)}
          </AppLink>
        ))}
      </nav>
      <p className={styles.count} role="status">
        {t('console.inbox.count', { count: inbox.total })}
      </p>
      {sent && <Alert tone="success">{t('console.inbox.sent')}</Alert>}
      {inbox.messages.length === 0 ? (
        <p className="muted">{t('console.inbox.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {inbox.messages.map((message) => (
            <MessageCard key={message.id} message={message} onSent={() => setSent(true)} />
          ))}
        </ul>
      )}
      <Paging
        to="/programme/helpdesk"
        search={search}
        page={inbox.page}
        total={inbox.total}
        pageSize={inbox.pageSize}
      />
    </Page>
  );
}
