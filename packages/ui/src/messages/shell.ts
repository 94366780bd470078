import { defineMessages } from './defineMessages';

export const shellMessages = defineMessages({}, {});
