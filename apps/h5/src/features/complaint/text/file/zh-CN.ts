import type { FileText } from './en.ts';

const zhCN: FileText = {
  'file.start.order': '订单',
  'file.start.orderNo': '订单号 {orderNo}',
  'file.start.all': '全部',
  'file.start.allTitle': '全部订单',
  'file.start.noOrder.title': '暂无当前订单',
  'file.start.noOrder.body': '点击“全部”，选择您要投诉的订单。',
  'file.start.noOrders': '您还没有订单。',
  'file.start.types': '您的问题属于哪一类？',
  'file.start.noTypes': '暂时没有可选的问题类型。',
  'file.start.subTypes': '催收过程中发生了什么？',
  'file.start.collectionRefused': '所选订单不支持提交催收类投诉',
  'file.start.chooseOrder': '请先选择订单。',
  'file.start.myComplaints': '我的投诉',
  'file.describe.types': '问题类型',
  'file.describe.order': '订单号 {orderNo}',
  'file.describe.comments': '意见和建议',
  'file.describe.placeholder': '请描述发生了什么',
  'file.describe.empty': '请填写您的意见和建议',
  'file.describe.pictures': '图片（最多 {max} 张）',
  'file.describe.picture': '第 {index} 张，共 {total} 张',
  'file.describe.stillUploading': '请等待图片上传完成。',
  'file.describe.uploadFailed': '有图片未上传成功，请重试或删除该图片。',
  'file.describe.send': '提交',
  'file.describe.sent.title': '提交成功',
  'file.describe.sent.body': '感谢您的反馈，我们将在 3 个工作日内回复。',
  'file.describe.invalid.title': '无法发起此投诉',
  'file.describe.invalid.body': '链接中缺少问题类型或订单信息。',
  'file.describe.invalid.back': '返回投诉页',
};

export default zhCN;
