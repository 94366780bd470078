import type { Language } from '../../config/constants';

const zh = {
  testers: {
    fields: {
      devices: '可测试设备',
      createTime: '添加时间',
      createdBy: '添加人',
    },
    placeholders: { keyword: '姓名或手机号' },
    help: { deviceIds: '勾选该测试员可以测试的设备' },
    rules: { phone: '请输入 11 位手机号' },
    flag: {
      confirmEnable: '确定启用该测试员吗？',
      confirmDisable: '确定禁用该测试员吗？',
      disableDescription: '禁用后 {{name}} 将不能在设备上测试。',
    },
    create: '添加测试员',
    editTitle: '编辑测试员',
    actions: {
      edit: '编辑',
      remove: '删除',
      removeConfirm: '确定删除测试员“{{name}}”吗？此操作不可撤销。',
      removeDone: '已删除',
    },
    noDevices: '未分配',
    noDeviceOptions: '暂无设备',
  },
  testerApplications: {
    fields: {
      submitted: '申请日期',
      name: '申请人',
      phone: '手机号',
      reason: '申请理由',
      createTime: '申请时间',
      handledBy: '处理人',
      handledTime: '处理时间',
      rejectReason: '拒绝原因',
    },
    placeholders: { keyword: '申请人或手机号' },
  },
};

/** The testers pages' words in each language (conventions: lib/resource/declaration.ts). */
export const personnelWords: Record<Language, typeof zh> = {
  zh,
  en: {
    testers: {
      fields: {
        devices: 'Devices',
        createTime: 'Added at',
        createdBy: 'Added by',
      },
      placeholders: { keyword: 'Name or phone' },
      help: { deviceIds: 'Tick the devices this tester may test on' },
      rules: { phone: 'Enter an 11-digit mobile number' },
      flag: {
        confirmEnable: 'Enable this tester?',
        confirmDisable: 'Disable this tester?',
        disableDescription: '{{name}} will no longer be able to test on devices.',
      },
      create: 'Add tester',
      editTitle: 'Edit tester',
      actions: {
        edit: 'Edit',
        remove: 'Remove',
        removeConfirm: 'Remove the tester “{{name}}”? This cannot be undone.',
        removeDone: 'Removed',
      },
      noDevices: 'None',
      noDeviceOptions: 'No devices',
    },
    testerApplications: {
      fields: {
        submitted: 'Submitted',
        name: 'Applicant',
        phone: 'Phone',
        reason: 'Reason',
        createTime: 'Submitted at',
        handledBy: 'Handled by',
        handledTime: 'Handled at',
        rejectReason: 'Rejection reason',
      },
      placeholders: { keyword: 'Applicant or phone' },
    },
  },
};
