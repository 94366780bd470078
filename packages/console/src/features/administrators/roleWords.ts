import type { Language } from '../../config/constants';

const zh = {
  fields: {
    holders: '管理员数',
    updateTime: '更新时间',
  },
  placeholders: { keyword: '角色名称或描述' },
  help: {
    pages: '查看：列表、详情、导出与报表；管理：还可新增、编辑、删除与审批',
    targets: '仅在数据范围为“自定义”时生效：所选区域、代理商、商户或设备下的数据',
  },
  options: {
    dataScope: { all: '全部数据', custom: '自定义', own_agent: '本代理商' },
  },
  levels: { none: '无', view: '查看', manage: '管理' },
  dimensions: { region: '区域', agent: '代理商', merchant: '商户', device: '设备' },
  noOptions: '暂无可选项',
  preset: '预设',
  create: '新增角色',
  editTitle: '编辑角色',
  actions: {
    edit: '编辑',
    copy: '复制',
    holders: '持有人',
    remove: '删除',
    removeConfirm: '确定删除角色 {{name}} 吗？',
    removeDone: '角色已删除',
  },
  holdersOf: '持有角色 {{name}} 的管理员',
  noHolders: '暂无管理员持有该角色',
  close: '关闭',
  assign: {
    title: '选择角色',
    of: '为 {{name}} 选择角色：页面取各角色之并，每页取最高级别，数据范围亦取并集',
    none: '暂无角色',
  },
};

/** The role page's words in each language (conventions: lib/resource/declaration.ts). */
export const roleWords: Record<Language, typeof zh> = {
  zh,
  en: {
    fields: {
      holders: 'Holders',
      updateTime: 'Updated',
    },
    placeholders: { keyword: 'Role name or description' },
    help: {
      pages: 'View: lists, details, exports and reports; Manage: also adding, editing, deleting and approving',
      targets:
        'Applies only when the data scope is Custom: the rows of the chosen regions, agents, merchants or devices',
    },
    options: {
      dataScope: { all: 'All data', custom: 'Custom', own_agent: 'Own agent' },
    },
    levels: { none: 'None', view: 'View', manage: 'Manage' },
    dimensions: { region: 'Regions', agent: 'Agents', merchant: 'Merchants', device: 'Devices' },
    noOptions: 'Nothing to choose',
    preset: 'Preset',
    create: 'New role',
    editTitle: 'Edit role',
    actions: {
      edit: 'Edit',
      copy: 'Copy',
      holders: 'Holders',
      remove: 'Delete',
      removeConfirm: 'Delete the role {{name}}?',
      removeDone: 'Role deleted',
    },
    holdersOf: 'Administrators holding {{name}}',
    noHolders: 'No administrator holds this role',
    close: 'Close',
    assign: {
      title: 'Choose roles',
      of: 'Roles for {{name}}: the pages are the union, each at its highest level, and so are the data scopes',
      none: 'No roles yet',
    },
  },
};
