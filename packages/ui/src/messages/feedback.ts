import { defineMessages } from './defineMessages';

export const feedbackMessages = defineMessages({}, {});
