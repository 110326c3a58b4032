import type { PreviewText } from './en.ts';

const zhCN: PreviewText = {
  'preview.intro': '演示用的设备参数，下面每个链接都会带上它们。',
  'preview.field.deviceId': '设备 ID',
  'preview.field.userId': '用户 ID',
  'preview.field.sessionId': '会话 ID',
  'preview.field.merchantNumber': '商户号',
  'preview.field.mobilePhone': '手机号',
  'preview.field.productId': '产品 ID',
  'preview.field.orderId': '订单 ID',
  'preview.field.lang': '语言',
  'preview.field.currencyType': '币种（1 = ₹，其他 = ₱）',
  'preview.field.scenario': '模拟场景',
  'preview.screens': '页面',
  'preview.promo': '推广落地页',
};

export default zhCN;
