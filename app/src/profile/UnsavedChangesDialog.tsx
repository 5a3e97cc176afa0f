import { useTranslation } from '../i18n/useTranslation';
import { ConfirmDialog } from '@oncourse/renderers/dialogs';

/** docs/accounts.md#behaviour: leaving or switching tab with unsaved changes asks first; confirm proceeds. */
export function UnsavedChangesDialog({
  isOpen,
  onCancel,
  onConfirm,
}: {
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('unsavedChanges.title')}
      confirmLabel={t('unsavedChanges.confirm')}
      cancelLabel={t('unsavedChanges.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      tone="danger"
    >
      <p>{t('unsavedChanges.text')}</p>
    </ConfirmDialog>
  );
}
