export { advertisementsPlaying } from './playing';
