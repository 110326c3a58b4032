import type { ServiceText } from './en.ts';

const zhCN: ServiceText = {
  'service.intro': '关于您的借款、还款和账户，我们随时为您提供帮助。',
  'service.contacts': '联系我们',
  'service.email': '电子邮件',
  'service.email.hint': '打开您的邮件应用',
  'service.messaging': 'WhatsApp',
  'service.messaging.open': '打开 WhatsApp',
  'service.messaging.copy': '点击复制',
  'service.messaging.copied': '已复制 WhatsApp 联系方式。请打开 WhatsApp 并粘贴，与我们聊天。',
  'service.messaging.copyFailed': '复制失败，请手动记下联系方式：{contact}',
  'service.phone': '客服热线',
  'service.phone.call': '拨打 {phone}',
  'service.fallback': '暂时无法加载在线联系方式。您仍可以通过电子邮件或电话联系我们。',
  'service.complaint.title': '投诉',
  'service.complaint.promise': '告诉我们出了什么问题，我们会在 {days} 个工作日内答复您的投诉。',
  'service.complaint.open': '提交投诉',
};

export default zhCN;
