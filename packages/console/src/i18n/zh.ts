import { menu } from '@vending/contract/menu';
import { authWords } from '../features/auth/words';
import { errorPageWords } from '../features/errors/words';
import type { flowWords } from './flowWords';
import type { administratorWords } from '../features/administrators/words';
import type { agentWords } from '../features/agents/words';
import type { equipmentWords } from '../features/equipment/words';
import type { replenishmentPlanWords } from '../features/equipment/planWords';
import type { alarmCentreWords } from '../features/equipment/alarmWords';
import type { tripWords } from '../features/equipment/tripWords';
import type { goodsWords } from '../features/goods/words';
import type { feedbackWords } from '../features/feedback/words';
import type { securityEventWords } from '../features/administrators/securityWords';
import type { roleWords } from '../features/administrators/roleWords';
import type { financeWords } from '../features/finance/words';
import type { franchiseWords } from '../features/franchise/words';
import type { homeWords } from '../features/home/words';
import type { memberWords } from '../features/members/words';
import type { memberDetailWords } from '../features/members/detailWords';
import type { personnelWords } from '../features/personnel/words';
import type { rechargeWords } from '../features/recharges/words';
import type { orderWords } from '../features/orders/words';
import type { refundWords } from '../lib/refunds/refundWords';
import type { parameterWords } from '../features/settings/words';
import type { activityWords } from '../features/activities/words';
import type { richTextWords } from '../features/settings/richTextWords';
import type { advertisingWords } from '../features/advertising/words';
import type { softwareWords } from '../features/software/words';
import type { adWords } from '../features/advertising/adWords';
import type { optionWords } from '../features/options/words';

/** Route titles in Chinese are the spec's interface names, read from the shared menu table. */
const routeTitles = Object.fromEntries(
  menu.flatMap((group) => [
    [group.name, group.interfaceName],
    ...group.children.map((page) => [page.name, page.interfaceName]),
  ]),
);

export const zh = {
  app: {
    name: '售货机运营管理系统',
    loading: '加载中',
    pageFailed: '页面出错了',
    pageLoadFailed: '页面加载失败，请检查网络连接后重试',
    retry: '重试',
    partFailed: '加载失败，请重试',
    passwordFirst: '修改密码后即可使用控制台',
  },
  routes: {
    ...routeTitles,
    Login: '登录',
    Welcome: '欢迎',
    NotFound: '页面不存在',
    Unauthorized: '没有权限',
  },
  places: { placeholder: '输入地址，可搜索地点并填入坐标' },
  common: {
    save: '保存',
    cancel: '取消',
    incompleteForm: '请填写完整的表单',
    saved: '保存成功',
    lastSaved: '最后由 {{name}} 于 {{time}} 保存',
    actions: '操作',
    retry: '重试',
    enabled: '启用',
    disabled: '禁用',
    flagLabel: '启用 {{name}}',
    flagFailed: '操作失败',
    totals: '合计',
    choose: '请选择',
    enabledDone: '已启用',
    disabledDone: '已禁用',
    export: '导出',
    exporting: '导出进度',
    exported: '已导出 {{fileName}}',
    exportRefused: '导出未完成',
    rules: {
      required: '请输入{{label}}',
      choose: '请选择{{label}}',
      upload: '请上传{{label}}',
      minLength: '{{label}}至少 {{min}} 个字符',
      maxLength: '{{label}}不能超过 {{max}} 个字符',
    },
  },
  http: {
    warningTitle: '警告',
    permissionDenied: '权限不足，请联系管理员开通',
    loginExpired: '登录凭证已过期，系统将在2秒后自动退出',
    contractMismatch: '服务器返回的数据格式不正确',
    requestFailed: '请求失败',
  },
  navbar: {
    home: '首页',
    changePassword: '修改密码',
    logout: '退出登录',
    fullscreenUnsupported: 'you browser can not work',
    language: '语言',
    // The command palette's records (Ctrl+K).
    search: {
      placeholder: '搜索菜单、设备编号或名称、订单号、会员手机号',
      devices: '设备',
      orders: '订单',
      members: '会员',
    },
  },
  ...authWords.zh,
  errorPages: errorPageWords.zh,
};

/** The words every screen may need (the shell, the login); pages (and the flows) bring their own. */
export type BaseMessages = typeof zh;

/**
 * Every word of the console: the base and the words each page registers when it loads
 * (i18n/pageWords.ts). Type-only imports: none of these words is in the first bundle.
 */
export type Messages = BaseMessages &
  (typeof flowWords)['zh'] &
  (typeof personnelWords)['zh'] &
  (typeof rechargeWords)['zh'] &
  (typeof agentWords)['zh'] &
  (typeof equipmentWords)['zh'] &
  (typeof replenishmentPlanWords)['zh'] &
  (typeof alarmCentreWords)['zh'] &
  (typeof tripWords)['zh'] &
  (typeof franchiseWords)['zh'] &
  (typeof feedbackWords)['zh'] &
  (typeof securityEventWords)['zh'] &
  (typeof orderWords)['zh'] &
  (typeof refundWords)['zh'] &
  (typeof memberDetailWords)['zh'] &
  (typeof parameterWords)['zh'] &
  (typeof activityWords)['zh'] &
  (typeof richTextWords)['zh'] &
  (typeof advertisingWords)['zh'] &
  (typeof softwareWords)['zh'] &
  (typeof adWords)['zh'] &
  (typeof optionWords)['zh'] &
  (typeof financeWords)['zh'] &
  (typeof goodsWords)['zh'] & {
    members: (typeof memberWords)['zh'];
    administrators: (typeof administratorWords)['zh'];
    roles: (typeof roleWords)['zh'];
    home: (typeof homeWords)['zh'];
  };
