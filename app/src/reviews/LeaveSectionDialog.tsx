import { useTranslation } from '../i18n/useTranslation';
import { ConfirmDialog } from '@oncourse/renderers/dialogs';

/**
 * Asked when leaving a section with answers not saved yet. It says what the save bar says: they
 * stay on this device (drafts) and come back with the section, but the team sees them only once
 * saved. Leaving keeps them; "Stay and save" saves them now and stays, as it says; Escape only closes
 * the question.
 */
export function LeaveSectionDialog({
  unsaved,
  onStay,
  onStayAndSave,
  onLeave,
}: {
  /** Answers not saved yet; the dialog shows while there are some and leaving was asked for. */
  unsaved: number | null;
  /** Escape or a click outside: back to the page, nothing sent. */
  onStay: () => void;
  onStayAndSave: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      isOpen={unsaved !== null}
      title={t('reviews.leave.title')}
      confirmLabel={t('reviews.leave.go')}
      cancelLabel={t('reviews.leave.stay')}
      onConfirm={onLeave}
      onCancel={onStayAndSave}
      onDismiss={onStay}
    >
      <p>{t('reviews.leave.text', { count: unsaved ?? 0 })}</p>
    </ConfirmDialog>
  );
}
