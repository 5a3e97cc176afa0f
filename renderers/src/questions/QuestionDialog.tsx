import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface QuestionDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
}

/** A modal over the questions: focus kept inside, Escape or a click outside closes it. */
export function QuestionDialog({ isOpen, onClose, title, children, role = 'dialog' }: QuestionDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="oc-form-root oc-modal-overlay"
    >
      <Modal className="oc-modal">
        <Dialog role={role} className="oc-dialog">
          <Heading slot="title" className="oc-dialog-title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
