import { formatDate } from '@oncourse/engine/locale';
import { useLoaderData } from '@tanstack/react-router';
import { Suspense, use, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Icon } from '../ui/icons';
import {
  readDismissedNotice,
  rememberDismissedNotice,
  shouldShowNotice,
  type MaintenanceNotice,
} from './maintenance';
import { iconButtonClass } from '../ui/button';
import styles from './MaintenanceBanner.module.css';

/** The maintenance banner on every screen (docs/helpdesk.md#notices): dismissible, back when the notice changes. */
export function MaintenanceBanner() {
  // The root route's loader started the request; the page does not wait for it.
  const { maintenance } = useLoaderData({ from: '__root__' });
  return (
    <Suspense fallback={null}>
      <Banner notice={maintenance} />
    </Suspense>
  );
}

function Banner({ notice: pending }: { notice: Promise<MaintenanceNotice | null> }) {
  const { t, locale } = useTranslation();
  const notice = use(pending);
  const [dismissed, setDismissed] = useState(readDismissedNotice);

  if (!notice || !shouldShowNotice(notice, dismissed)) return null;

  const dismiss = () => {
    rememberDismissedNotice(notice.createdAt);
    setDismissed(notice.createdAt);
  };

  return (
    <div className={styles.banner} role="region" aria-label={t('maintenance.label')}>
      <p>
        <strong>{t('maintenance.title')}</strong>{' '}
        {t('maintenance.text', {
          date: formatDate(notice.maintenanceStartDate, locale),
          time: notice.maintenanceStartTime,
          duration: notice.maintenanceDuration,
          units: t(`maintenance.units.${notice.durationUnits}`),
        })}
      </p>
      {/* The browser's own button: the banner shows on signed-out pages too, which carry no react-aria. */}
      <button
        type="button"
        className={iconButtonClass()}
        onClick={dismiss}
        aria-label={t('maintenance.dismiss')}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
