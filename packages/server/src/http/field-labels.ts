import type { EndpointName } from '@vending/contract';
import { text, type Text } from './language';

/**
 * How a refusal names each request field, as the console labels it. Every field of every
 * endpoint's request has a label here (src/http/conformance.test.ts checks it).
 */
export const fieldLabels: Record<string, Text> = {
  username: text('账号', 'Username'),
  password: text('密码', 'Password'),
  oldPassWord: text('原密码', 'Current password'),
  passWord: text('新密码', 'New password'),
  managerId: text('管理员', 'Administrator'),
  userId: text('会员', 'Member'),
  testerId: text('测试员', 'Tester'),
  applicationId: text('申请', 'Application'),
  rechargeId: text('充值记录', 'Recharge'),
  withdrawalId: text('提现记录', 'Withdrawal'),
  month: text('月份', 'Month'),
  method: text('支付方式', 'Payment method'),
  agentId: text('代理商', 'Agent'),
  merchantId: text('商户', 'Merchant'),
  contact: text('联系人', 'Contact'),
  region: text('区域', 'Region'),
  applicant: text('申请人', 'Applicant'),
  feedbackId: text('反馈', 'Feedback'),
  city: text('城市', 'City'),
  type: text('类型', 'Type'),
  shareRate: text('分成比例', 'Revenue share'),
  address: text('地址', 'Address'),
  latitude: text('纬度', 'Latitude'),
  longitude: text('经度', 'Longitude'),
  realName: text('姓名', 'Name'),
  name: text('姓名', 'Name'),
  phone: text('手机号', 'Phone number'),
  keyword: text('关键词', 'Keyword'),
  isFlag: text('状态', 'Status'),
  status: text('状态', 'Status'),
  startTime: text('开始日期', 'Start date'),
  endTime: text('结束日期', 'End date'),
  page: text('页码', 'Page'),
  size: text('每页条数', 'Page size'),
  days: text('天数', 'Days'),
  limit: text('条数', 'Number of rows'),
  interfaceNames: text('菜单权限', 'Menu permissions'),
  deviceIds: text('可测试设备', 'Devices to test'),
  file: text('文件', 'File'),
  action: text('操作', 'Action'),
  reason: text('原因', 'Reason'),
  time: text('时间', 'Time'),
  text: text('内容', 'Text'),
  currency: text('货币', 'Currency'),
  gstRate: text('GST税率', 'GST rate'),
  telephone: text('客服电话', 'Customer-service phone'),
  orderId: text('订单', 'Order'),
  deviceId: text('设备', 'Device'),
  deviceName: text('设备名称', 'Device name'),
  typeId: text('设备类型', 'Device type'),
  online: text('在线状态', 'Online'),
  operator: text('补货员', 'Operator'),
  slots: text('货道', 'Slots'),
  model: text('型号', 'Model'),
  slotRows: text('货道行数', 'Slot rows'),
  slotColumns: text('货道列数', 'Slot columns'),
  slotCapacity: text('每道容量', 'Capacity per slot'),
  picture: text('图片', 'Picture'),
  goodsId: text('商品', 'Goods'),
  goodsIds: text('商品', 'Goods'),
  goodsName: text('商品名称', 'Goods name'),
  categoryId: text('商品分类', 'Category'),
  categoryIds: text('商品分类', 'Categories'),
  barcode: text('条码', 'Barcode'),
  price: text('售价', 'Price'),
  cost: text('成本', 'Cost'),
  onShelf: text('上架状态', 'Shelf'),
  libraryId: text('商品库商品', 'Library item'),
  libraryIds: text('商品库商品', 'Library items'),
  icon: text('图标', 'Icon'),
  sortOrder: text('排序', 'Order'),
  optionId: text('充值赠送', 'Top-up option'),
  amount: text('充值金额', 'Top-up amount'),
  bonus: text('赠送金额', 'Bonus'),
  threshold: text('缺货阈值', 'Low-stock threshold'),
  lowStockThreshold: text('缺货阈值', 'Low-stock threshold'),
};

/** Where a screen labels a field otherwise than the table does. */
const endpointLabels: Partial<Record<EndpointName, Record<string, Text>>> = {
  login: { username: text('用户名', 'Username') },
  getGoodsCategoryList: { keyword: text('分类名称', 'Category name') },
  addGoodsCategory: { name: text('分类名称', 'Category name') },
  updateGoodsCategory: { name: text('分类名称', 'Category name') },
  getShortageSlotList: { keyword: text('设备或商品', 'Device or goods') },
  getGoodsThresholdList: { keyword: text('商品名称或条码', 'Goods name or barcode') },
};

/** The label of `field` in `endpoint`'s request, if it has one. */
export function fieldLabel(endpoint: EndpointName, field: string): Text | undefined {
  const own = endpointLabels[endpoint];
  if (own && Object.hasOwn(own, field)) return own[field];
  return Object.hasOwn(fieldLabels, field) ? fieldLabels[field] : undefined;
}
