import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import type { EditorState } from './section-editor';
import styles from './reviews.module.css';
import { buttonClass } from '../ui/button';

/**
 * Whether the server has every answer: saving, not yet saved (kept on this device, with a retry
 * when offline) or all saved. Announced politely, so typing is not interrupted.
 */
export function SaveStatus({ state, onRetry }: { state: EditorState; onRetry: () => void }) {
  const { t } = useTranslation();
  const { queue, unsaved, savedAt } = state;
  const waiting = state.waiting.size + state.waitingNotes.size;
  let tone = 'idle';
  let text: string | null = null;
  if (queue.state === 'saving') {
    tone = 'saving';
    text = t('reviews.status.saving');
  } else if (queue.state === 'offline') {
    tone = 'offline';
    text = t('reviews.status.offline');
  } else if (waiting > 0 && unsaved === 0) {
    // Saved on this device, in the outbox: sent when the connection returns (docs/offline.md#the-outbox).
    tone = 'offline';
    text = t('reviews.status.waiting', { count: waiting });
  } else if (unsaved > 0) {
    tone = 'unsaved';
    text = t('reviews.status.unsaved', { count: unsaved });
  } else if (savedAt !== null) {
    tone = 'saved';
    text = t('reviews.status.saved');
  }
  return (
    <div className={styles.saveStatus} data-tone={tone} role="status" aria-live="polite">
      {text && (
        <>
          <span className={styles.saveStatusDot} aria-hidden="true" />
          <span>{text}</span>
        </>
      )}
      {queue.state === 'offline' && (
        <Button className={buttonClass('secondary', 'small', styles.saveStatusRetry)} onPress={onRetry}>
          {t('reviews.status.retry')}
        </Button>
      )}
    </div>
  );
}
