export { advertisementsPlayingJson, type PlayingAdvertisement } from './playing';
