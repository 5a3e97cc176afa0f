import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface FormDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: 'normal' | 'wide';
}

/** A modal holding a form (change password, add role, crop picture); Escape closes it. */
export function FormDialog({ isOpen, onClose, title, children, size = 'normal' }: FormDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="modal-overlay"
    >
      <Modal className={`modal modal--${size}`}>
        <Dialog className="modal__dialog">
          <Heading slot="title" className="modal__title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
