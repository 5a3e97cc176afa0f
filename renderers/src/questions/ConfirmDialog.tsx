import { Button } from 'react-aria-components';

import { QuestionDialog } from './QuestionDialog.tsx';

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something is removed; Cancel has the focus so Enter never deletes by accident. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <QuestionDialog isOpen={isOpen} onClose={onCancel} title={title} role="alertdialog">
      <p className="oc-dialog-body">{message}</p>
      <div className="oc-form-actions">
        <Button className="oc-button oc-button-secondary" onPress={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        <Button className="oc-button oc-button-danger" onPress={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </QuestionDialog>
  );
}
