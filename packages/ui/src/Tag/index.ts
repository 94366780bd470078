export { Tag, tagTones, tagVariants, type TagProps, type TagTone } from './Tag';
