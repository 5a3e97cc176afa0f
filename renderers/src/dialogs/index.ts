// The one dialog family (docs/engineering.md#styles): the app's forms and confirmations and the
// questions' dialogs all open these.
export { ModalDialog, DialogActions, DialogBody } from './ModalDialog.tsx';
export type { ModalDialogProps } from './ModalDialog.tsx';
export { ConfirmDialog } from './ConfirmDialog.tsx';
export type { ConfirmDialogProps } from './ConfirmDialog.tsx';
