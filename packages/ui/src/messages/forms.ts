import { defineMessages } from './defineMessages';

export const formMessages = defineMessages({}, {});
