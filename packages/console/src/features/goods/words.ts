import type { Language } from '../../config/constants';

const zh = {
  goods: {
    fields: {
      categoryName: '商品分类',
      margin: '毛利',
      marginRate: '毛利率',
      createTime: '创建时间',
      updatedBy: '最后修改人',
      updateTime: '最后修改时间',
    },
    placeholders: { keyword: '商品名称或条码', barcode: '8–14 位数字，可不填' },
    help: { price: '含税售价，最多两位小数' },
    rules: {
      barcode: '条码为 8–14 位数字',
      price: '请输入大于 0、最多两位小数的金额',
      cost: '请输入不小于 0、最多两位小数的金额',
      picture: '请上传图片',
    },
    options: { onShelf: { '1': '已上架', '0': '已下架' } },
    flag: {
      confirmEnable: '确定上架该商品吗？',
      confirmDisable: '确定下架该商品吗？',
      disableDescription: '下架后 {{name}} 不再在设备上售卖。',
    },
    bulk: {
      onShelf: '批量上架',
      onShelfConfirm: '确定上架选中的 {{count}} 个商品吗？',
      onShelfDone: '已上架 {{changed}} 个商品',
      offShelf: '批量下架',
      offShelfConfirm: '确定下架选中的 {{count}} 个商品吗？',
      offShelfDone: '已下架 {{changed}} 个商品',
    },
    create: '新增商品',
    editTitle: '编辑商品',
    actions: { edit: '编辑' },
  },
  goodsLibrary: {
    fields: {
      categoryName: '商品分类',
      inGoods: '商品列表',
      createTime: '创建时间',
      updatedBy: '最后修改人',
      updateTime: '最后修改时间',
    },
    placeholders: { keyword: '商品名称或条码', barcode: '8–14 位数字' },
    rules: {
      barcode: '条码为 8–14 位数字',
      price: '请输入大于 0、最多两位小数的金额',
      cost: '请输入不小于 0、最多两位小数的金额',
      picture: '请上传图片',
    },
    options: { inGoods: { '1': '已在商品列表', '0': '未添加' } },
    bulk: {
      addToGoods: '加入商品列表',
      addToGoodsConfirm: '确定将选中的 {{count}} 个商品加入商品列表吗？条码已在商品列表中的将跳过。',
      addToGoodsDone: '已加入 {{added}} 个商品，{{skipped}} 个因条码重复已跳过',
    },
    create: '新增商品库商品',
    editTitle: '编辑商品库商品',
    actions: { edit: '编辑' },
  },
  goodsCategories: {
    fields: {
      goodsCount: '商品数',
      createTime: '创建时间',
      updatedBy: '最后修改人',
      updateTime: '最后修改时间',
    },
    placeholders: { keyword: '分类名称', sortOrder: '数字越小越靠前' },
    help: { sortOrder: '数字越小越靠前' },
    rules: { sortOrder: '请输入 0–1000000 之间的整数', icon: '请上传图片' },
    create: '新增分类',
    editTitle: '编辑分类',
    actions: {
      edit: '编辑',
      remove: '删除',
      removeConfirm: '确定删除分类“{{name}}”吗？',
      removeDone: '已删除',
    },
    toolbar: { sort: '调整排序' },
    sort: {
      title: '调整分类排序',
      description: '拖动行，或用“上移”“下移”按钮（也可在行上按 Alt+↑ / Alt+↓）调整顺序，然后保存。',
      list: '分类顺序',
      done: '排序已保存',
    },
  },
};

/** The goods pages' words in each language (conventions: lib/resource/declaration.ts). */
export const goodsWords: Record<Language, typeof zh> = {
  zh,
  en: {
    goods: {
      fields: {
        categoryName: 'Category',
        margin: 'Margin',
        marginRate: 'Margin rate',
        createTime: 'Created at',
        updatedBy: 'Last changed by',
        updateTime: 'Last changed at',
      },
      placeholders: { keyword: 'Name or barcode', barcode: '8–14 digits, optional' },
      help: { price: 'GST included, at most two decimals' },
      rules: {
        barcode: 'A barcode has 8 to 14 digits',
        price: 'Enter an amount above 0 with at most two decimals',
        cost: 'Enter an amount from 0 with at most two decimals',
        picture: 'Upload an image',
      },
      options: { onShelf: { '1': 'On shelf', '0': 'Off shelf' } },
      flag: {
        confirmEnable: 'Put these goods on shelf?',
        confirmDisable: 'Take these goods off shelf?',
        disableDescription: '{{name}} will no longer be sold on the devices.',
      },
      bulk: {
        onShelf: 'Put on shelf',
        onShelfConfirm: 'Put the {{count}} selected goods on shelf?',
        onShelfDone: '{{changed}} goods put on shelf',
        offShelf: 'Take off shelf',
        offShelfConfirm: 'Take the {{count}} selected goods off shelf?',
        offShelfDone: '{{changed}} goods taken off shelf',
      },
      create: 'New goods',
      editTitle: 'Edit goods',
      actions: { edit: 'Edit' },
    },
    goodsLibrary: {
      fields: {
        categoryName: 'Category',
        inGoods: 'Goods list',
        createTime: 'Created at',
        updatedBy: 'Last changed by',
        updateTime: 'Last changed at',
      },
      placeholders: { keyword: 'Name or barcode', barcode: '8–14 digits' },
      rules: {
        barcode: 'A barcode has 8 to 14 digits',
        price: 'Enter an amount above 0 with at most two decimals',
        cost: 'Enter an amount from 0 with at most two decimals',
        picture: 'Upload an image',
      },
      options: { inGoods: { '1': 'In the goods list', '0': 'Not added' } },
      bulk: {
        addToGoods: 'Add to goods list',
        addToGoodsConfirm:
          'Add the {{count}} selected items to the goods list? Those whose barcode is there already are skipped.',
        addToGoodsDone: '{{added}} goods added, {{skipped}} skipped as duplicate barcodes',
      },
      create: 'New library item',
      editTitle: 'Edit library item',
      actions: { edit: 'Edit' },
    },
    goodsCategories: {
      fields: {
        goodsCount: 'Goods',
        createTime: 'Created at',
        updatedBy: 'Last changed by',
        updateTime: 'Last changed at',
      },
      placeholders: { keyword: 'Category name', sortOrder: 'Smaller comes first' },
      help: { sortOrder: 'Smaller comes first' },
      rules: { sortOrder: 'Enter a whole number from 0 to 1000000', icon: 'Upload an image' },
      create: 'New category',
      editTitle: 'Edit category',
      actions: {
        edit: 'Edit',
        remove: 'Remove',
        removeConfirm: 'Remove the category “{{name}}”?',
        removeDone: 'Removed',
      },
      toolbar: { sort: 'Reorder' },
      sort: {
        title: 'Reorder the categories',
        description: 'Drag a row, or use Move up / Move down (or Alt+↑ / Alt+↓ on a row), then save.',
        list: 'Category order',
        done: 'The order is saved',
      },
    },
  },
};
