import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { buttonClass } from '../ui/button';
import { applyUpdate, onUpdateWaiting, updateWaiting } from './register-service-worker';
import styles from './offline.module.css';

/**
 * "A new version is ready: reload" (docs/offline.md#updates). The page keeps its version until
 * the person chooses: unsaved typing sits in drafts on the device, so the reload loses nothing,
 * but it is theirs to start.
 */
export function UpdateBanner() {
  const { t } = useTranslation();
  const ready = useSyncExternalStore(onUpdateWaiting, updateWaiting, () => false);
  if (!ready) return null;
  return (
    <div className={styles.banner} role="status">
      <p>{t('offline.updateReady')}</p>
      <button type="button" className={buttonClass('secondary', 'small')} onClick={() => applyUpdate()}>
        {t('offline.reload')}
      </button>
    </div>
  );
}
