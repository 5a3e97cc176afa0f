import { useLocation } from '@tanstack/react-router';
import { useTranslation } from '../i18n/useTranslation';
import { Alert } from '../ui/Alert';

/**
 * Confirms, on the page a section returns to, what Save and Come Back or Save as Complete did: a
 * section saved for later still shows a low percentage (it counts completed answers only), so the
 * notice says how many answers were kept for later.
 */
export function SavedSectionNotice() {
  const { t } = useTranslation();
  const saved = useLocation({ select: (location) => location.state.savedSection });
  if (!saved) return null;
  return (
    <Alert tone="success">
      {saved.mode === 'later'
        ? t('reviews.savedLater', { section: saved.title, count: saved.later })
        : t('reviews.savedComplete', { section: saved.title })}
    </Alert>
  );
}
