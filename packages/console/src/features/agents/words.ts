import type { Language } from '../../config/constants';

const zh = {
  agents: {
    fields: {
      merchantCount: '商户数',
      deviceCount: '设备数',
      balance: '余额',
      createTime: '创建时间',
      updatedBy: '最后修改人',
      updateTime: '最后修改时间',
    },
    placeholders: { keyword: '名称、联系人、电话或区域', sharePercent: '如 30 或 27.5' },
    help: { sharePercent: '代理商分得其设备销售额的百分比，最多两位小数' },
    rules: { phone: '请输入 11 位手机号', sharePercent: '请输入 0–100 之间、最多两位小数的百分比' },
    flag: {
      confirmEnable: '确定启用该代理商吗？',
      confirmDisable: '确定禁用该代理商吗？',
      disableDescription: '禁用后 {{name}} 不能再新增商户。',
    },
    create: '新增代理商',
    editTitle: '编辑代理商',
    actions: { edit: '编辑', merchants: '查看商户' },
  },
  merchants: {
    fields: {
      agentName: '所属代理商',
      deviceCount: '设备数',
      createTime: '创建时间',
      updatedBy: '最后修改人',
      updateTime: '最后修改时间',
    },
    placeholders: { keyword: '名称、联系人、电话或地址', latitude: '如 31.2304', longitude: '如 121.4737' },
    help: { latitude: '选填，-90 到 90', longitude: '选填，-180 到 180' },
    rules: {
      phone: '请输入 11 位手机号',
      latitude: '请输入 -90 到 90 之间的度数',
      longitude: '请输入 -180 到 180 之间的度数',
    },
    flag: {
      confirmEnable: '确定启用该商户吗？',
      confirmDisable: '确定禁用该商户吗？',
    },
    create: '新增商户',
    editTitle: '编辑商户',
    actions: { edit: '编辑' },
  },
};

/** The agent network's pages' words in each language (conventions: lib/resource/declaration.ts). */
export const agentWords: Record<Language, typeof zh> = {
  zh,
  en: {
    agents: {
      fields: {
        merchantCount: 'Merchants',
        deviceCount: 'Devices',
        balance: 'Balance',
        createTime: 'Created at',
        updatedBy: 'Last changed by',
        updateTime: 'Last changed at',
      },
      placeholders: { keyword: 'Name, contact, phone or region', sharePercent: 'e.g. 30 or 27.5' },
      help: { sharePercent: "The agent's percentage of its devices' sales, at most two decimals" },
      rules: {
        phone: 'Enter an 11-digit mobile number',
        sharePercent: 'Enter a percentage from 0 to 100 with at most two decimals',
      },
      flag: {
        confirmEnable: 'Enable this agent?',
        confirmDisable: 'Disable this agent?',
        disableDescription: '{{name}} will not be able to add merchants.',
      },
      create: 'New agent',
      editTitle: 'Edit agent',
      actions: { edit: 'Edit', merchants: 'Merchants' },
    },
    merchants: {
      fields: {
        agentName: 'Agent',
        deviceCount: 'Devices',
        createTime: 'Created at',
        updatedBy: 'Last changed by',
        updateTime: 'Last changed at',
      },
      placeholders: {
        keyword: 'Name, contact, phone or address',
        latitude: 'e.g. 31.2304',
        longitude: 'e.g. 121.4737',
      },
      help: { latitude: 'Optional, -90 to 90', longitude: 'Optional, -180 to 180' },
      rules: {
        phone: 'Enter an 11-digit mobile number',
        latitude: 'Enter degrees from -90 to 90',
        longitude: 'Enter degrees from -180 to 180',
      },
      flag: { confirmEnable: 'Enable this merchant?', confirmDisable: 'Disable this merchant?' },
      create: 'New merchant',
      editTitle: 'Edit merchant',
      actions: { edit: 'Edit' },
    },
  },
};
