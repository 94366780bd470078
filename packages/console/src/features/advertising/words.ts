import type { Language } from '../../config/constants';

const zh = {
  carousel: {
    fields: {
      updatedBy: '最后修改人',
      updateTime: '最后修改时间',
    },
    placeholders: { link: '如 https://… 或 /pages/…，可不填' },
    help: {
      image: '在会员首页顶部轮流展示',
      link: '点击图片后打开的网址（http/https）或小程序页面路径（以 / 开头）；不填则不跳转',
    },
    rules: {
      image: '请上传图片',
      link: '请输入 http(s) 网址或以 / 开头的页面路径',
    },
    flag: {
      confirmEnable: '确定启用该轮播图吗？',
      confirmDisable: '确定停用该轮播图吗？',
      disableDescription: '停用后会员首页不再展示这张图。',
    },
    noLink: '不跳转',
    create: '新增轮播图',
    editTitle: '编辑轮播图',
    actions: {
      edit: '编辑',
      remove: '删除',
      removeConfirm: '确定删除这张轮播图吗？',
      removeDone: '已删除',
    },
    toolbar: { sort: '调整排序', preview: '预览轮播' },
    sort: {
      title: '调整轮播图排序',
      description: '拖动行，或用“上移”“下移”按钮（也可在行上按 Alt+↑ / Alt+↓）调整顺序，然后保存。',
      list: '轮播图顺序',
      item: '第 {{id}} 号图',
      disabled: '已停用',
      done: '排序已保存',
    },
    preview: {
      title: '轮播预览',
      description: '会员首页按此顺序轮播已启用的图片。',
      label: '轮播预览',
      slide: '轮播图：{{link}}',
      close: '关闭',
    },
  },
  sendGoodsPic: {
    title: '出货屏广告图',
    fields: {},
    help: { image: '设备出货时屏幕上显示的图片，按预览的宽高比制作效果最好' },
    rules: { image: '请上传图片' },
    preview: '出货屏预览（{{ratio}}）',
    previewEmpty: '尚未设置广告图',
  },
};

/** The advertisement pages' words in each language (conventions: lib/resource/declaration.ts). */
export const advertisingWords: Record<Language, typeof zh> = {
  zh,
  en: {
    carousel: {
      fields: {
        updatedBy: 'Last changed by',
        updateTime: 'Last changed at',
      },
      placeholders: { link: 'e.g. https://… or /pages/…, optional' },
      help: {
        image: "Shown in turn at the top of the members' home screen",
        link: 'What tapping the image opens: an http(s) address or an app page path starting with /; empty for nothing',
      },
      rules: {
        image: 'Upload an image',
        link: 'Enter an http(s) address or a page path starting with /',
      },
      flag: {
        confirmEnable: 'Show this carousel image?',
        confirmDisable: 'Hide this carousel image?',
        disableDescription: "Members' home screen stops showing it.",
      },
      noLink: 'No link',
      create: 'Add image',
      editTitle: 'Edit carousel image',
      actions: {
        edit: 'Edit',
        remove: 'Remove',
        removeConfirm: 'Remove this carousel image?',
        removeDone: 'Removed',
      },
      toolbar: { sort: 'Reorder', preview: 'Preview' },
      sort: {
        title: 'Reorder the carousel',
        description: 'Drag a row, or use Move up / Move down (Alt+↑ / Alt+↓ on a row), then save.',
        list: 'Carousel order',
        item: 'Image {{id}}',
        disabled: 'Hidden',
        done: 'Order saved',
      },
      preview: {
        title: 'Carousel preview',
        description: "The members' home screen shows the enabled images in this order.",
        label: 'Carousel preview',
        slide: 'Carousel image: {{link}}',
        close: 'Close',
      },
    },
    sendGoodsPic: {
      title: 'Dispensing-screen image',
      fields: {},
      help: { image: "Shown on the screen while a device dispenses; it fits best made at the preview's proportions" },
      rules: { image: 'Upload an image' },
      preview: 'Dispensing screen preview ({{ratio}})',
      previewEmpty: 'No image set yet',
    },
  },
};
