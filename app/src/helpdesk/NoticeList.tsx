import { formatDate } from '@oncourse/engine/locale';
import { useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { Icon } from '../ui/icons';
import type { Notice } from './load-helpdesk';
import styles from './helpdesk.module.css';

/**
 * The provider's notices, newest first; an unread one is marked. Opening one (following its link,
 * or expanding its text) reports it through `onOpen`, which marks it read.
 */
export function NoticeList({
  notices,
  onOpen,
}: {
  notices: readonly Notice[];
  onOpen: (notice: Notice) => void;
}) {
  const { t } = useTranslation();
  if (notices.length === 0) return <p className="muted">{t('notices.empty')}</p>;
  return (
    <ul className={styles.noticeList}>
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} onOpen={onOpen} />
      ))}
    </ul>
  );
}

function NoticeItem({ notice, onOpen }: { notice: Notice; onOpen: (notice: Notice) => void }) {
  const { t, locale } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const kind = t(`notices.kinds.${notice.kind}`);
  const title = notice.title === '' ? kind : notice.title;
  const textId = `notice-${notice.id}-text`;
  const schedule = notice.maintenance;

  const details = (
    <>
      {schedule && (
        <p>
          {t('maintenance.text', {
            date: formatDate(schedule.maintenanceStartDate, locale),
            time: schedule.maintenanceStartTime,
            duration: schedule.maintenanceDuration,
            units: t(`maintenance.units.${schedule.durationUnits}`),
          })}
        </p>
      )}
      {notice.text && <p>{notice.text}</p>}
    </>
  );

  return (
    <li className={notice.read ? styles.notice : `${styles.notice} ${styles.noticeUnread}`}>
      <p className={styles.noticeMeta}>
        {/* Spaces between the parts keep them apart for screen readers; the flex gap spaces them on screen. */}
        {!notice.read && <span className={styles.noticeNew}>{t('notices.unread')}</span>}{' '}
        {/* A notice without a title of its own is titled by its kind: named once. */}
        {notice.title !== '' && <span>{kind}</span>}{' '}
        <time dateTime={notice.createdAt}>{formatDate(notice.createdAt, locale, { zone: 'reader' })}</time>
      </p>
      {notice.link ? (
        <>
          <Link className={styles.noticeTitle} href={notice.link} onPress={() => onOpen(notice)}>
            {title}
            <Icon name="chevron" size={16} />
          </Link>
          {details}
        </>
      ) : (
        <>
          <Button
            className={`${styles.noticeTitle} ${styles.noticeToggle}`}
            aria-expanded={expanded}
            aria-controls={textId}
            onPress={() => {
              setExpanded(!expanded);
              onOpen(notice);
            }}
          >
            {title}
            <Icon name="chevron" size={16} />
          </Button>
          <div id={textId}>{expanded && details}</div>
        </>
      )}
    </li>
  );
}
