export { Dialog, DialogClose, DialogContent, DialogTrigger, type DialogContentProps, type DialogSize } from './Dialog';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmDialogVariant } from './ConfirmDialog';
