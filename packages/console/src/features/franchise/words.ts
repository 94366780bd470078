import type { Language } from '../../config/constants';

const zh = {
  franchise: {
    fields: {
      submitted: '申请日期',
      phone: '手机号',
      region: '意向区域',
      deviceCount: '意向设备数',
      note: '申请说明',
      createTime: '申请时间',
      interviewTime: '面试时间',
      interviewNote: '面试备注',
      handledBy: '处理人',
      handledTime: '处理时间',
      rejectReason: '拒绝原因',
      agentName: '创建的代理商',
    },
    placeholders: { keyword: '申请人、手机号或区域' },
    actions: { detail: '详情' },
    detailOf: '{{applicant}}的加盟申请',
  },
};

/** The franchise applications page's words in each language (conventions: lib/resource/declaration.ts). */
export const franchiseWords: Record<Language, typeof zh> = {
  zh,
  en: {
    franchise: {
      fields: {
        submitted: 'Submitted',
        phone: 'Phone',
        region: 'Region',
        deviceCount: 'Devices planned',
        note: 'Note',
        createTime: 'Submitted at',
        interviewTime: 'Interview',
        interviewNote: 'Interview note',
        handledBy: 'Handled by',
        handledTime: 'Handled at',
        rejectReason: 'Rejection reason',
        agentName: 'Agent created',
      },
      placeholders: { keyword: 'Applicant, phone or region' },
      actions: { detail: 'Details' },
      detailOf: 'Franchise application of {{applicant}}',
    },
  },
};
