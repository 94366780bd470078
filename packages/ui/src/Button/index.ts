export { Button, buttonVariants, type ButtonProps, type ButtonVariant } from './Button';
