import type { Language } from '../../config/constants';

const zh = {
  rechargeOptions: {
    fields: {
      createTime: '创建时间',
      updatedBy: '最后修改人',
      updateTime: '最后修改时间',
    },
    placeholders: { sortOrder: '数字越小越靠前' },
    help: { bonus: '会员充值该金额时额外赠送的余额，不赠送填 0', sortOrder: '数字越小越靠前' },
    rules: {
      amount: '请输入大于 0、最多两位小数的金额',
      bonus: '请输入不小于 0、最多两位小数的金额',
      sortOrder: '请输入 0–1000000 之间的整数',
    },
    flag: {
      confirmEnable: '确定启用该充值赠送吗？',
      confirmDisable: '确定停用该充值赠送吗？',
      disableDescription: '停用后会员充值时不再看到该金额。',
    },
    create: '新增充值赠送',
    editTitle: '编辑充值赠送',
    rowLabel: '充值 {{amount}} 赠送 {{bonus}}',
    actions: {
      edit: '编辑',
      remove: '删除',
      removeConfirm: '确定删除该充值赠送吗？',
      removeDone: '已删除',
    },
  },
  goodsThresholds: {
    fields: {
      updatedBy: '最后修改人',
      updateTime: '最后修改时间',
    },
    placeholders: { keyword: '商品名称或条码', lowStockThreshold: '留空则使用全局阈值' },
    help: { lowStockThreshold: '货道库存低于此数即为缺货；留空则使用全局阈值' },
    rules: { lowStockThreshold: '请输入 0–1000 之间的整数，或留空' },
    followGlobal: '使用全局阈值',
    editTitle: '设置商品缺货阈值',
    actions: { edit: '设置阈值' },
  },
  shortage: {
    settingsTitle: '全局设置',
    goodsTitle: '商品缺货阈值',
    slotsTitle: '当前缺货货道',
    fields: {},
    help: {
      threshold: '货道库存低于此数即为缺货；商品可单独设置自己的阈值',
      expiryWarningDays:
        '批次到期日在今天起这么多天内即为临期，过了到期日即为过期；临期和过期的商品列入下次补货计划的下架',
      stuckOrderMinutes: '订单支付后处理中超过这么多分钟即为卡单：首页计数，订单列表可筛选并处理',
      temperatureRetentionDays: '设备上报的温度记录保留这么多天，更早的每小时清理一次',
    },
    rules: {
      threshold: '请输入 0–1000 之间的整数',
      expiryWarningDays: '请输入 0–365 之间的整数',
      stuckOrderMinutes: '请输入 1–10080 之间的整数',
      temperatureRetentionDays: '请输入 1–365 之间的整数',
    },
    slots: {
      deviceNo: '设备编号',
      deviceName: '设备名称',
      slotNo: '货道',
      goodsName: '商品',
      stock: '库存',
      threshold: '阈值',
      empty: '没有缺货的货道',
      refresh: '刷新',
      count: '共 {{count}} 个',
      countFirst: '共 {{count}} 个，显示最缺的 {{shown}} 个',
    },
  },
};

/** The words of 充值赠送列表 and 缺货商品设置 in each language (conventions: lib/resource/declaration.ts). */
export const optionWords: Record<Language, typeof zh> = {
  zh,
  en: {
    rechargeOptions: {
      fields: {
        createTime: 'Created',
        updatedBy: 'Last changed by',
        updateTime: 'Last changed',
      },
      placeholders: { sortOrder: 'Smaller comes first' },
      help: {
        bonus: 'The extra balance a member gets when topping up this amount; 0 for none',
        sortOrder: 'Smaller comes first',
      },
      rules: {
        amount: 'Enter an amount above 0 with at most two decimals',
        bonus: 'Enter an amount from 0 with at most two decimals',
        sortOrder: 'Enter a whole number from 0 to 1000000',
      },
      flag: {
        confirmEnable: 'Offer this top-up option?',
        confirmDisable: 'Withdraw this top-up option?',
        disableDescription: 'Members will no longer see this amount when topping up.',
      },
      create: 'New top-up option',
      editTitle: 'Edit top-up option',
      rowLabel: 'Top-up {{amount}}, bonus {{bonus}}',
      actions: {
        edit: 'Edit',
        remove: 'Remove',
        removeConfirm: 'Remove this top-up option?',
        removeDone: 'Removed',
      },
    },
    goodsThresholds: {
      fields: {
        updatedBy: 'Last changed by',
        updateTime: 'Last changed',
      },
      placeholders: { keyword: 'Goods name or barcode', lowStockThreshold: 'Empty follows the global threshold' },
      help: { lowStockThreshold: 'A slot is short below this stock; empty follows the global threshold' },
      rules: { lowStockThreshold: 'Enter a whole number from 0 to 1000, or leave it empty' },
      followGlobal: 'Follows the global one',
      editTitle: "Set the goods' low-stock threshold",
      actions: { edit: 'Set threshold' },
    },
    shortage: {
      settingsTitle: 'Global settings',
      goodsTitle: 'Thresholds per goods',
      slotsTitle: 'Slots short of stock now',
      fields: {},
      help: {
        threshold: 'A slot is short below this stock; goods may have their own threshold',
        expiryWarningDays:
          'A batch expiring within this many days from today is expiring, and expired once its date has passed; both are listed for removal in the next replenishment plan',
        stuckOrderMinutes:
          'An order still processing this many minutes after payment is stuck: counted on the dashboard, filtered and resolved on the order list',
        temperatureRetentionDays:
          'Temperatures the devices report are kept this many days; older ones are pruned every hour',
      },
      rules: {
        threshold: 'Enter a whole number from 0 to 1000',
        expiryWarningDays: 'Enter a whole number from 0 to 365',
        stuckOrderMinutes: 'Enter a whole number from 1 to 10080',
        temperatureRetentionDays: 'Enter a whole number from 1 to 365',
      },
      slots: {
        deviceNo: 'Device no.',
        deviceName: 'Device name',
        slotNo: 'Slot',
        goodsName: 'Goods',
        stock: 'Stock',
        threshold: 'Threshold',
        empty: 'No slot is short of stock',
        refresh: 'Refresh',
        count: '{{count}} in all',
        countFirst: '{{count}} in all; the {{shown}} emptiest shown',
      },
    },
  },
};
