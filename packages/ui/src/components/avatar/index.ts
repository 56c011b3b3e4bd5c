export { Avatar, avatarVariants, initialsOf, type AvatarProps, type AvatarStatus } from './avatar';
