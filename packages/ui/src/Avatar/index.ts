export { Avatar, avatarInitials, avatarVariants, type AvatarProps } from './Avatar';
