import type { Language } from '../../config/constants';

const zh = {
  richText: {
    titles: { tutorial: '新手教程', service: '服务条款', aboutUs: '关于我们' },
    modes: '编辑方式',
    tabs: { edit: '编辑', source: 'HTML 源码', preview: '预览' },
    help: {
      source: '可直接粘贴 HTML；保存时会去除脚本、事件属性和 javascript: 链接',
      preview: '会员看到的样子：不安全的内容已去除',
    },
    empty: '还没有内容',
  },
};

/** The words of the three rich-text pages (新手教程, 服务条款, 关于我们) in each language. */
export const richTextWords: Record<Language, typeof zh> = {
  zh,
  en: {
    richText: {
      titles: { tutorial: 'Beginner tutorial', service: 'Terms of service', aboutUs: 'About us' },
      modes: 'Editing mode',
      tabs: { edit: 'Edit', source: 'HTML source', preview: 'Preview' },
      help: {
        source: 'Paste HTML here; scripts, event attributes and javascript: links are removed on saving',
        preview: 'What members see: anything unsafe has been removed',
      },
      empty: 'No content yet',
    },
  },
};
