import type { Language } from '../../config/constants';

const zh = {
  title: '此页面正在建设中',
  description: '该功能将在后续版本中提供。',
};

/** The words of this feature in each language (composed into the language files by i18n/). */
export const plannedWords: Record<Language, typeof zh> = {
  zh,
  en: {
    title: 'This page is being built',
    description: 'It arrives in a later release.',
  },
};
