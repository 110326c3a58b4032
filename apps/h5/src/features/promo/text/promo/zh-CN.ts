import type { PromoText } from './en.ts';

/** 推广注册落地页（`promo.html`）的中文文案。 */
const zhCN: PromoText = {
  'meta.register':
    '一分钟注册 {app}：填写手机号和短信验证码，再下载 App 申请借款。注册不收取任何费用。',
  'promo.title': '一分钟完成注册',
  'promo.lead': '用手机号注册，然后下载 App 申请借款。',
  'promo.phone': '手机号',
  'promo.phone.hint.ph': '09XX XXX XXXX 或 +63 9XX XXX XXXX',
  'promo.phone.hint.cn': '11 位数字',
  'promo.phone.invalid.ph': '请输入菲律宾手机号：09 加 9 位数字，或 +63 9 加 9 位数字。',
  'promo.phone.invalid.cn': '请正确输入手机号！',
  'promo.captcha': '图形验证码',
  'promo.captcha.image': '图形验证码，点击换一张',
  'promo.captcha.loading': '正在加载图形验证码…',
  'promo.captcha.failed': '图形验证码加载失败，点击重试',
  'promo.captcha.invalid': '请正确输入图形验证码！',
  'promo.sms': '短信验证码',
  'promo.sms.send': '获取验证码',
  'promo.sms.wait': '{seconds} 秒后重发',
  'promo.sms.sent': '验证码已发送到您的手机。',
  'promo.sms.invalid': '请正确输入短信验证码！',
  'promo.sms.repeat': '请勿重复发送验证码!',
  'promo.register': '注册',
  'promo.terms': '注册即表示您同意',
  'promo.terms.link': '注册条款',
  'promo.terms.and': '和',
  'promo.privacy.link': '隐私政策',
  'promo.download.title': '下载 App',
  'promo.download.lead': '请用注册的手机号登录。',
  'promo.download.android': '在 Google Play 下载',
  'promo.download.ios': '在 App Store 下载',
  'promo.download.none': '暂时无法提供下载链接，请稍后再试。',
  'promo.agreement.title': '注册条款',
  'promo.agreement.1.heading': '您同意的内容',
  'promo.agreement.1.body':
    '注册即表示您请求 {app} 用您的手机号为您开立账户。注册不等于申请借款，且不收取任何费用。',
  'promo.agreement.2.heading': '您的手机号',
  'promo.agreement.2.body':
    '我们会发送一次性短信验证码，以确认号码属于您。该号码将作为您的登录账号，我们也会通过它就您的账户与您联系。',
  'promo.agreement.3.heading': '您的个人信息',
  'promo.agreement.3.body':
    '我们依照 2012 年《数据隐私法》（RA 10173）并按隐私政策所述处理您的信息：处理目的、接收方、保存期限以及您的权利，包括向国家隐私委员会投诉的权利。',
  'promo.agreement.4.heading': '您的通讯录和照片',
  'promo.agreement.4.body': '我们绝不会读取您的通讯录、相册或社交媒体联系人用于催收。',
  'promo.agreement.5.heading': '借款之前',
  'promo.agreement.5.body':
    '在您借款之前，App 会显示借款金额、每一笔费用、融资费用和实际利率，您也可以索取披露声明的副本。',
  'promo.agreement.6.heading': '我们是谁',
  'promo.agreement.6.body':
    '{company}，SEC 注册号 {sec}，经营许可证（Certificate of Authority）编号 {coa}。如有疑问：{email}。',
};

export default zhCN;
