import { useTranslation } from '../../i18n/useTranslation';
import { buttonClass } from '../../ui/button';
import { AppLink } from '../../ui/links';
import styles from '../programme.module.css';

/** Previous and next for a console list of 50 a page (docs/programme-console.md#limits). */
export function Paging({
  to,
  search,
  page,
  total,
  pageSize,
}: {
  to: '/programme/join-requests' | '/programme/helpdesk' | '/programme/audit';
  search: object;
  page: number;
  total: number;
  pageSize: number;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.paging} aria-label={t('programme.queue.paging')}>
      {page > 1 && (
        <AppLink to={to} search={{ ...search, page: page - 1 }} className={buttonClass('secondary', 'small')}>
          {t('programme.queue.previous')}
        </AppLink>
      )}
      <span>{t('programme.queue.page', { page, pages })}</span>
      {page < pages && (
        <AppLink to={to} search={{ ...search, page: page + 1 }} className={buttonClass('secondary', 'small')}>
          {t('programme.queue.next')}
        </AppLink>
      )}
    </nav>
  );
}
