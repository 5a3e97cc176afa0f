import { useTranslation } from '../i18n/useTranslation';
import { CasePanel } from './CaseForm';
import type { CertificationCase } from './load-certification';
import { useCaseDates } from './useCaseDates';
import styles from './certification.module.css';

/** What happened to the case, oldest first so the newest is last; the club never receives staff-internal notes. */
export function CaseTimeline({ events }: { events: CertificationCase['events'] }) {
  const { t } = useTranslation();
  const dates = useCaseDates();
  return (
    <CasePanel id="certification-timeline" title={t('certification.club.timeline')}>
      <ol className={styles.timeline}>
        {events.map((event) => (
          <li key={event.id}>
            <p className={styles.timelineHead}>
              <strong>{t(`certification.common.action.${event.action}`)}</strong>
              <span className={styles.muted}>
                {t('certification.club.byWhen', {
                  name: event.actorName ?? t('certification.club.deletedAccount'),
                  when: dates.moment(event.at),
                })}
              </span>
            </p>
            {event.comment && <p className={styles.comment}>{event.comment}</p>}
          </li>
        ))}
      </ol>
    </CasePanel>
  );
}
