import { formatTime } from '@oncourse/engine/locale';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { onServedFromDevice, savedOnDeviceAt } from './api-copy';
import styles from './offline.module.css';

/**
 * "Offline: showing what was saved on this device at 14:32" while a page shows API answers read
 * from the device (docs/offline.md#what-is-kept); gone as soon as the server answers again.
 */
export function OfflineLine() {
  const { t, locale } = useTranslation();
  const savedAt = useSyncExternalStore(onServedFromDevice, savedOnDeviceAt, () => null);
  if (savedAt === null) return null;
  const time = formatTime(new Date(savedAt), locale);
  return (
    <div className={styles.banner} role="status" data-testid="offline-line">
      <p>{t('offline.showingSaved', { time })}</p>
    </div>
  );
}
