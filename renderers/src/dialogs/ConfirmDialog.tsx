import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { DialogActions, DialogBody, ModalDialog } from './ModalDialog.tsx';
import buttonStyles from '../form-theme/templates/button.module.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * Escape or a click outside, when it must differ from the cancel button (a cancel button that also
   * acts, such as "Stay and save"); by default the same as onCancel.
   */
  onDismiss?: () => void;
  /** 'danger' for what cannot be undone (removing, discarding changes). */
  tone?: 'default' | 'danger';
}

/**
 * A question with Cancel and confirm; Escape or a click outside counts as Cancel, which has the focus
 * so Enter never removes anything by accident.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  onDismiss = onCancel,
  tone = 'default',
}: ConfirmDialogProps) {
  return (
    <ModalDialog isOpen={isOpen} onClose={onDismiss} title={title} role="alertdialog">
      <DialogBody>{children}</DialogBody>
      <DialogActions>
        <Button className={`${buttonStyles.button} ${buttonStyles.secondary}`} onPress={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        <Button
          className={`${buttonStyles.button} ${tone === 'danger' ? buttonStyles.danger : buttonStyles.primary}`}
          onPress={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
