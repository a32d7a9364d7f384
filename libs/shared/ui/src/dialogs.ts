// The dialogs, apart from the main entry: only the screens that open one load them, and the
// first visit of a page carries none of their code (a barrel re-export would put them in it).
export { ConfirmDialog, type ConfirmDialogProps } from './lib/feedback/confirm-dialog';
export { TenantSelectionDialog, type TenantOption, type TenantSelectionDialogProps } from './lib/app/tenant-selection-dialog';
// For a dialog that only shows something (no choice to confirm): the same look and focus handling as ConfirmDialog's.
export { modalDialogStyle } from './lib/feedback/modal-dialog-style';
export { useModalDialog } from './lib/feedback/use-modal-dialog';
// Where the focus goes when a step took away the element that had it (a dialog's opener, a decision's button).
export { focusMainHeading } from './lib/feedback/main-heading';
