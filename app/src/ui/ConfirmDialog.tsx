import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Destructive confirmations (discarding changes) use the warning style. */
  tone?: 'default' | 'warning';
}

/** A modal question with cancel and confirm; Escape or a click outside counts as cancel. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'default',
}: ConfirmDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      isDismissable
      className="modal-overlay"
    >
      <Modal className="modal">
        <Dialog role="alertdialog" className="modal__dialog">
          <Heading slot="title" className="modal__title">
            {title}
          </Heading>
          <div className="modal__body">{children}</div>
          <div className="modal__actions">
            <Button className="button button--secondary" onPress={onCancel} autoFocus>
              {cancelLabel}
            </Button>
            <Button
              className={`button ${tone === 'warning' ? 'button--warning' : 'button--primary'}`}
              onPress={onConfirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
