import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './dialog.module.css';
import themeStyles from '../form-theme/theme.module.css';

export interface ModalDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** 'alertdialog' for a question the user must answer (confirmations, conflicts). */
  role?: 'dialog' | 'alertdialog';
  /** 'wide' for dialogs holding a table of choices or a note editor. */
  size?: 'normal' | 'wide';
  /** False when a click outside must not close it (a choice the user has to make or postpone). */
  isDismissable?: boolean;
}

/**
 * The product's one modal (forms, confirmations, question rows, notes): focus kept inside, Escape or
 * a click outside closes it. The overlay carries the form theme's root class because the dialog is
 * rendered at the end of <body>, outside any form that would give its fields their look.
 */
export function ModalDialog({
  isOpen,
  onClose,
  title,
  children,
  role = 'dialog',
  size = 'normal',
  isDismissable = true,
}: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={isDismissable}
      className={`${themeStyles.root} ${styles.overlay}`}
    >
      <Modal className={size === 'wide' ? `${styles.modal} ${styles.wide}` : styles.modal}>
        <Dialog role={role} className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The row of buttons at the foot of a dialog, right-aligned, full width on a phone. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** Explanatory text under a dialog's title, quieter than the title and the buttons. */
export function DialogBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}
