export { Alert, alertVariants, type AlertProps, type AlertType } from './Alert';
