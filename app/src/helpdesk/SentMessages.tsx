import { formatDate } from '@oncourse/engine/locale';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { SentMessage } from './load-helpdesk';
import styles from './helpdesk.module.css';

/** What the organisation has asked the helpdesk: date, reason, sender and message, newest first. */
export function SentMessages({ messages }: { messages: readonly SentMessage[] }) {
  const { t, locale } = useTranslation();
  const dates = useMemo(
    () => ({ format: (at: string) => formatDate(at, locale, { time: true, zone: 'reader' }) }),
    [locale],
  );
  if (messages.length === 0) return <p className="muted">{t('helpdesk.sent.empty')}</p>;
  return (
    <ul className={styles.sentMessages}>
      {messages.map((message) => (
        <li key={message.id} className={styles.sentMessage}>
          <p className={styles.sentMessageReason}>{t(`helpdesk.reasons.${message.reason}`)}</p>
          <p className={styles.sentMessageMeta}>
            <span>{t('helpdesk.sent.by', { name: message.sender })}</span>{' '}
            <time dateTime={message.createdAt}>{dates.format(message.createdAt)}</time>
          </p>
          <p className={styles.sentMessageText}>{message.message}</p>
        </li>
      ))}
    </ul>
  );
}
