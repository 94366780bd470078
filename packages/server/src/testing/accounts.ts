import { menu, xlsxFile, type EndpointName, type PageLevel, type RequestInput } from '@vending/contract';
import { expect } from 'vitest';
import { FIRST_DEMO_AGENT } from '../modules/agents/demo-data';
import { FIRST_DEMO_DEVICE_TYPE, FIRST_DEMO_REGION } from '../modules/equipment/demo-data';
import { PRESET_ROLES } from '../modules/roles/presets';
import { managerRoles, rolePages, roles } from '../modules/roles/tables';
import { ADMIN_PASSWORD, type TestServer } from './test-server';

/** An id no record has. */
export const MISSING_ID = 999_999;

/** The pages the first start grants `operator`: four groups, 测试员列表 and 商户列表 (not their siblings). */
export const firstStartOperatorPages = new Set([
  ...menu
    .filter((group) => ['首页', '会员管理', '设备管理', '订单管理'].includes(group.interfaceName))
    .flatMap((group) => group.children.map((page) => page.interfaceName)),
  '测试员列表',
  '商户列表',
]);

/** The pages the demo `operator` holds: the first start's, and the preset 区域经理's the demo gives it (销售报表 besides). */
export const operatorPages = new Set([
  ...firstStartOperatorPages,
  ...Object.keys(PRESET_ROLES.find((preset) => preset.key === 'regionManager')!.pages),
]);

/**
 * An input for every endpoint that passes validation but changes nothing: a wrong old
 * password, a taken username, ids that do not exist. The permission matrix and the
 * conformance tests start from them; a new endpoint needs its entry here.
 */
export const harmlessInputs: { [Name in EndpointName]: RequestInput<Name> } = {
  login: { username: 'admin', password: ADMIN_PASSWORD },
  logout: {},
  getManagerInfo: {},
  getMenuList: { managerId: MISSING_ID },
  updatePwd: { oldPassWord: 'not the password', passWord: 'another password' },
  getUserList: {},
  updateUserIsFlag: { userId: MISSING_ID, isFlag: 1 },
  getUserListExcle: { keyword: 'nobody has this name' },
  getMemberMoney: { userId: MISSING_ID },
  getMemberLedger: { userId: MISSING_ID },
  adjustMemberBalance: { userId: MISSING_ID, amount: 100, reason: '无此会员' },
  getBalanceAdjustmentRequests: { userId: MISSING_ID },
  decideBalanceAdjustment: { requestId: MISSING_ID, action: 'reject' },
  getHomeKpis: {},
  getSalesTrend: {},
  getTopGoods: {},
  getShortageDevices: {},
  searchRecords: { q: 'VM0000' },
  getManagerList: {},
  addManager: { username: 'admin', realName: '重复', passWord: 'password-123' },
  updateManager: { managerId: MISSING_ID, realName: '无人' },
  updateManagerIsFlag: { managerId: MISSING_ID, isFlag: 1 },
  resetManagerPwd: { managerId: MISSING_ID, passWord: 'password-123' },
  getManagerMenus: { managerId: MISSING_ID },
  // The first start's super administrator: a list call answers a page.
  getManagerAuditList: { managerId: 1 },
  getSecurityEventList: {},
  updateManagerMenus: { managerId: MISSING_ID, interfaceNames: [] },
  getRoleList: {},
  // A preset's name: taken, nothing created.
  addRole: { name: '财务', dataScope: 'all', pages: [] },
  updateRole: { roleId: MISSING_ID, name: '无此角色', dataScope: 'all', pages: [] },
  removeRole: { roleId: MISSING_ID },
  copyRole: { roleId: MISSING_ID, name: '无此角色' },
  getRoleHolders: { roleId: MISSING_ID },
  getRoleOptions: {},
  getManagerRoles: { managerId: MISSING_ID },
  setManagerRoles: { managerId: MISSING_ID, roleIds: [] },
  // Not an image nor a package: refused after the permission check, nothing stored.
  uploadImage: { file: new File(['just text'], 'note.png', { type: 'image/png' }) },
  uploadVideo: { file: new File(['just text'], 'clip.mp4', { type: 'video/mp4' }) },
  uploadSoftwarePackage: { file: new File(['just text'], 'app.apk', { type: 'application/octet-stream' }) },
  getTesterList: {},
  getTesterDeviceOptions: {},
  // A device no one has: refused naming deviceIds.
  addTester: { name: '无人', phone: '13800000000', deviceIds: [MISSING_ID] },
  updateTester: { testerId: MISSING_ID, name: '无人', phone: '13800000000', deviceIds: [] },
  updateTesterIsFlag: { testerId: MISSING_ID, isFlag: 1 },
  removeTester: { testerId: MISSING_ID },
  getTesterApplicationList: {},
  transitTesterApplication: { applicationId: MISSING_ID, action: 'approve' },
  getRechargeList: {},
  getRechargeListExcle: { keyword: 'nobody has this name' },
  transitRecharge: { rechargeId: MISSING_ID, action: 'refund', reason: '无此记录' },
  getMoneySettings: {},
  // Read-only callers are refused before the save; the permitted save of a missing key is tested apart.
  updateMoneySettings: { currency: 'CNY', gstRate: 0 },
  getServiceContact: {},
  updateServiceContact: { telephone: '400-800-8820' },
  getAlarmWebhook: {},
  updateAlarmWebhook: { url: 'https://example.com/alarms' },
  issueAlarmWebhookSecret: {},
  sendAlarmWebhookTest: {},
  getAlarmDeliveryList: {},
  getNovice: {},
  updateNovice: { html: '<p>新手教程</p>' },
  getServiceTerms: {},
  updateServiceTerms: { html: '<p>服务条款</p>' },
  getAboutUs: {},
  updateAboutUs: { html: '<p>关于我们</p>' },
  getOrderList: {},
  getOrderListExcle: { keyword: 'nobody has this number' },
  getOrderDetail: { orderId: MISSING_ID },
  transitOrder: { orderId: MISSING_ID, action: 'cancel', reason: '无此订单' },
  refundOrder: { orderId: MISSING_ID, reason: '无此订单' },
  resolveStuckOrder: { orderId: MISSING_ID, outcome: 'completed', note: '无此订单' },
  retryOrderRefund: { refundId: MISSING_ID },
  getAgentList: {},
  // The first demo agent's name: taken.
  addAgent: { name: FIRST_DEMO_AGENT, contact: '无', phone: '13800000000', region: '无', sharePercent: 10 },
  updateAgent: {
    agentId: MISSING_ID,
    name: '无此代理商',
    contact: '无',
    phone: '13800000000',
    region: '无',
    sharePercent: 10,
  },
  updateAgentIsFlag: { agentId: MISSING_ID, isFlag: 1 },
  getMerchantList: {},
  getAgentOptions: {},
  addMerchant: { name: '无此商户', contact: '无', phone: '13800000000', address: '无', agentId: MISSING_ID },
  updateMerchant: {
    merchantId: MISSING_ID,
    name: '无此商户',
    contact: '无',
    phone: '13800000000',
    address: '无',
    // The first demo agent: only the merchant is missing.
    agentId: 1,
  },
  updateMerchantIsFlag: { merchantId: MISSING_ID, isFlag: 1 },
  getFranchiseApplicationList: {},
  transitFranchiseApplication: { applicationId: MISSING_ID, action: 'reject', reason: '无此申请' },
  getFeedbackList: {},
  getFeedbackDetail: { feedbackId: MISSING_ID },
  transitFeedback: { feedbackId: MISSING_ID, action: 'close' },
  searchPlaces: { keyword: '南京东路' },
  getDeviceList: {},
  getDeviceTypeOptions: {},
  getRegionOptions: {},
  getRegionList: {},
  // The demo's first region's name: taken, so nothing is added.
  addRegion: { name: FIRST_DEMO_REGION },
  updateRegion: { regionId: MISSING_ID, name: '无此区域' },
  deleteRegion: { regionId: MISSING_ID },
  getDeviceMerchantOptions: {},
  getSlotGoodsOptions: {},
  updateDevice: { deviceId: MISSING_ID, deviceName: '无此设备', typeId: 1, address: '无' },
  bindDeviceMerchant: { deviceId: MISSING_ID, merchantId: 1 },
  updateDeviceIsFlag: { deviceId: MISSING_ID, isFlag: 1 },
  getDeviceSlots: { deviceId: MISSING_ID },
  issueDeviceCredential: { deviceId: MISSING_ID },
  getDeviceAlarmList: {},
  resolveDeviceAlarm: { alarmId: MISSING_ID, note: '无此告警' },
  getAlarmCentreList: {},
  getAlarmAssigneeOptions: {},
  assignDeviceAlarm: { alarmId: MISSING_ID, managerId: 1 },
  acknowledgeDeviceAlarm: { alarmId: MISSING_ID },
  getDeviceTemperatures: { deviceId: MISSING_ID },
  saveDeviceSlots: { deviceId: MISSING_ID, slots: [{ slotNo: 1, goodsId: null, stock: 0, capacity: 10 }] },
  getReplenishmentList: {},
  getReplenishmentListExcle: { operator: 'nobody has this name' },
  getDeviceOptions: {},
  getReplenishmentPlanOptions: {},
  getReplenishmentPlanPreview: { merchantId: MISSING_ID },
  // No such merchant: refused naming merchantId, nothing saved.
  saveReplenishmentPlan: { merchantId: MISSING_ID },
  getReplenishmentPlanList: {},
  getReplenishmentPlan: { planId: MISSING_ID },
  getReplenishmentPlanExcle: { planId: MISSING_ID },
  transitReplenishmentPlan: { planId: MISSING_ID, action: 'startLoading' },
  getTripOptions: {},
  getTripList: {},
  getTrip: { tripId: MISSING_ID },
  // No such plan: refused naming planId, nothing saved.
  addTrip: { planId: MISSING_ID, assigneeId: 1, tripDate: '2026-03-16', vehicle: '沪A·00000', order: 'route' },
  reorderTripStops: { tripId: MISSING_ID, deviceIds: [MISSING_ID] },
  startTrip: { tripId: MISSING_ID },
  getMyTrips: {},
  // The demo's first trip (the restocker's of today), and no such stop: refused naming deviceId.
  recordTripStop: {
    tripId: 1,
    deviceId: MISSING_ID,
    recordId: '00000000-0000-4000-8000-000000000000',
    lines: [],
  },
  getDeviceTypeList: {},
  // The first demo type's name: taken.
  addDeviceType: { name: FIRST_DEMO_DEVICE_TYPE, model: 'X', slotRows: 1, slotColumns: 1, slotCapacity: 1 },
  updateDeviceType: { typeId: MISSING_ID, name: '无此类型', model: 'X', slotRows: 1, slotColumns: 1, slotCapacity: 1 },
  deleteDeviceType: { typeId: MISSING_ID },
  getWithdrawalList: {},
  getWithdrawalListExcle: { keyword: 'nobody has this name' },
  transitWithdrawal: { withdrawalId: MISSING_ID, action: 'reject', reason: '无此记录' },
  // Asked by an account linked to no agent: refused, nothing written.
  applyWithdrawal: { amount: 100, bankName: '无此银行', bankAccount: '6222 0000 0000 0000', accountHolder: '无人' },
  getAgentShareList: {},
  getAgentShareListExcle: { agentId: MISSING_ID },
  getAgentShareMonthOptions: {},
  getAgentStatement: { agentId: MISSING_ID },
  getAgentStatementExcle: { agentId: MISSING_ID },
  getSettleableShareMonths: {},
  // No header: refused naming content, nothing stored.
  importChannelStatement: { channel: 1, content: 'not a statement' },
  getChannelReconciliation: {},
  getPlatformStatement: { startTime: '2026-03-01', endTime: '2026-03-31' },
  getPlatformStatementExcle: { startTime: '2026-03-01', endTime: '2026-03-31' },
  getSalesReport: { startTime: '2026-03-01', endTime: '2026-03-31' },
  getSalesReportExcle: { startTime: '2026-03-01', endTime: '2026-03-31' },
  settleAgentShareMonth: { month: '2099-01' },
  getGoodsList: {},
  getGoodsCategoryOptions: {},
  // A category no one has: refused naming categoryId.
  addGoods: { goodsName: '无此商品', categoryId: MISSING_ID, barcode: '', price: 100, cost: 0 },
  updateGoods: { goodsId: MISSING_ID, goodsName: '无此商品', categoryId: 1, barcode: '', price: 100, cost: 0 },
  updateGoodsOnShelf: { goodsId: MISSING_ID, onShelf: 1 },
  updateGoodsOnShelfBatch: { goodsIds: [MISSING_ID], onShelf: 1 },
  getGoodsLibraryList: {},
  getLibraryCategoryOptions: {},
  addGoodsLibrary: { goodsName: '无此商品', categoryId: MISSING_ID, barcode: '00000000', price: 100, cost: 0 },
  updateGoodsLibrary: {
    libraryId: MISSING_ID,
    goodsName: '无此商品',
    categoryId: 1,
    barcode: '00000000',
    price: 100,
    cost: 0,
  },
  addLibraryToGoods: { libraryIds: [MISSING_ID] },
  getGoodsCategoryList: {},
  // The first demo category's name: taken.
  addGoodsCategory: { name: '饮料', sortOrder: 0 },
  updateGoodsCategory: { categoryId: MISSING_ID, name: '无此分类', sortOrder: 0 },
  removeGoodsCategory: { categoryId: MISSING_ID },
  sortGoodsCategories: { categoryIds: [MISSING_ID] },
  getCarouselList: {},
  countActivityAudience: { audienceKind: 'all' },
  // A time long past: refused, nothing scheduled.
  pushActivity: {
    title: '无害',
    content: '不会发送',
    audienceKind: 'all',
    sendMode: 'scheduled',
    sendAt: '2000-01-01T00:00:00.000Z',
  },
  getActivityList: {},
  transitActivity: { activityId: MISSING_ID, action: 'cancel' },
  // Adds a row pointing at no stored file: the sweep never minds it.
  addCarouselImage: { image: '/uploads/images/harmless.png' },
  updateCarouselImage: { imageId: MISSING_ID, image: '/uploads/images/missing.png' },
  updateCarouselIsFlag: { imageId: MISSING_ID, isFlag: 1 },
  removeCarouselImage: { imageId: MISSING_ID },
  sortCarouselImages: { imageIds: [MISSING_ID] },
  getAdvertisementList: {},
  // Names no stored file: refused, writing nothing.
  addAdvertisement: {
    title: '无此素材',
    mediaKind: 'image',
    media: `/uploads/images/${'0'.repeat(64)}.png`,
    placement: 'idle',
    startTime: '2026-01-01T00:00:00.000Z',
    endTime: '2026-02-01T00:00:00.000Z',
  },
  updateAdvertisement: {
    advertisementId: MISSING_ID,
    title: '无此广告',
    mediaKind: 'image',
    media: `/uploads/images/${'0'.repeat(64)}.png`,
    placement: 'idle',
    startTime: '2026-01-01T00:00:00.000Z',
    endTime: '2026-02-01T00:00:00.000Z',
  },
  updateAdvertisementIsFlag: { advertisementId: MISSING_ID, isFlag: 1 },
  removeAdvertisement: { advertisementId: MISSING_ID },
  getDeviceAdvertisementList: {},
  getDeviceAdvertisementOptions: {},
  getAdvertisingDeviceList: {},
  assignDeviceAdvertisements: { advertisementId: MISSING_ID, deviceIds: [MISSING_ID] },
  removeDeviceAdvertisements: { assignmentIds: [MISSING_ID] },
  getSendGoodsPic: {},
  updateSendGoodsPic: { image: '/uploads/images/harmless.png' },
  getRechargeOptionList: {},
  // The first demo option's amount (50.00): taken.
  addRechargeOption: { amount: 5_000, bonus: 0, sortOrder: 0 },
  updateRechargeOption: { optionId: MISSING_ID, amount: 5_000, bonus: 0, sortOrder: 0 },
  updateRechargeOptionIsFlag: { optionId: MISSING_ID, isFlag: 1 },
  removeRechargeOption: { optionId: MISSING_ID },
  getShortageSettings: {},
  updateShortageSettings: { threshold: 2 },
  getGoodsThresholdList: {},
  updateGoodsThreshold: { goodsId: MISSING_ID, lowStockThreshold: '' },
  getShortageSlotList: {},
  getSoftwareReleaseList: {},
  // Names no stored package: refused, writing nothing.
  addSoftwareRelease: {
    platform: 'android',
    version: '0.0.1',
    buildNumber: 1,
    packageUrl: '/uploads/packages/harmless.zip',
    releaseTime: '2026-01-01T00:00:00.000Z',
  },
  updateSoftwareRelease: {
    releaseId: MISSING_ID,
    platform: 'android',
    version: '0.0.1',
    buildNumber: 1,
    packageUrl: '/uploads/packages/harmless.zip',
    releaseTime: '2026-01-01T00:00:00.000Z',
  },
  deleteSoftwareRelease: { releaseId: MISSING_ID },
  getSoftwareReleaseOptions: {},
  getDeviceSoftwareList: {},
  pushSoftwareRelease: { deviceIds: [MISSING_ID], releaseId: MISSING_ID },
  retrySoftwareUpdates: { deviceIds: [MISSING_ID] },
};

/** True when the answer is a file rather than an envelope. */
export const isFileAnswer = (contentType: unknown) => contentType === xlsxFile.mediaType;

/** Adds an ordinary administrator (password `password-123`) holding `pages`, and logs them in. */
/** The password createManager leaves its administrators with. */
export const MANAGER_PASSWORD = 'password-123';

/**
 * An ordinary administrator holding `pages`, logged in. Created as an administrator would
 * (with a password someone else chose), then the holder changes it to MANAGER_PASSWORD, as
 * the server requires before anything else.
 */
export async function createManager(server: TestServer, adminToken: string, username: string, pages: string[] = []) {
  const initialPassword = 'initial-password-1';
  const created = await server.envelope('addManager', {
    token: adminToken,
    input: { username, realName: '测试员', passWord: initialPassword },
  });
  expect(created.code).toBe(1);
  if (pages.length > 0) {
    const granted = await server.envelope('updateManagerMenus', {
      token: adminToken,
      input: { managerId: created.data.managerId, interfaceNames: pages },
    });
    expect(granted.code).toBe(1);
  }
  const firstToken = await server.login(username, initialPassword);
  const changed = await server.envelope('updatePwd', {
    token: firstToken,
    input: { oldPassWord: initialPassword, passWord: MANAGER_PASSWORD },
  });
  expect(changed.code).toBe(1);
  return { managerId: created.data.managerId as number, token: await server.login(username, MANAGER_PASSWORD) };
}

/**
 * An ordinary administrator holding one role made for it, with `pages` at their levels and
 * every row in scope, logged in. The role is written straight into the tables, as the role
 * endpoints would write it.
 */
export async function createManagerWithRole(
  server: TestServer,
  adminToken: string,
  username: string,
  pages: Record<string, PageLevel>,
) {
  const account = await createManager(server, adminToken, username);
  const db = server.app.database.db;
  const [role] = await db
    .insert(roles)
    .values({ name: `${username}的角色`, dataScope: 'all' })
    .returning({ id: roles.id });
  const roleId = role!.id;
  const entries = Object.entries(pages);
  if (entries.length > 0) {
    await db.insert(rolePages).values(entries.map(([interfaceName, level]) => ({ roleId, interfaceName, level })));
  }
  await db.insert(managerRoles).values({ managerId: account.managerId, roleId });
  return { ...account, roleId };
}
