export { Tag, tagTones, type TagProps, type TagTone } from './Tag';
