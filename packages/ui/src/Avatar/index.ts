export { Avatar, avatarInitials, type AvatarProps } from './Avatar';
