import { defineMessages } from './defineMessages';

export const dataMessages = defineMessages({}, {});
