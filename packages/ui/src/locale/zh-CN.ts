import type { UiStrings } from './uiStrings.ts';

/**
 * Simplified Chinese labels: `LocaleProvider`'s `zh-CN`, or for `UiStringsProvider` when loaded
 * on demand.
 */
export const zhCNStrings: UiStrings = {
  confirm: '确定',
  cancel: '取消',
  close: '关闭',
  loading: '加载中',
  rating: '评分',
  stars: '{count} 星（共 {total} 星）',
  // MaskedField, SmsCodeField, CountdownButton, TextAreaCounter, Masked
  smsCode: '短信验证码',
  getCode: '获取验证码',
  resendIn: '{seconds}秒',
  resendInLabel: '{seconds} 秒后可重新发送',
  resendReady: '现在可以重新获取验证码',
  characterCount: '已输入 {count} 个字符，最多 {max} 个',
  cardEnding: '尾号 {digits} 的银行卡',
  phoneEnding: '尾号 {digits} 的手机号',
  // ImageUploader, ImagePreview, Carousel, Skeleton, Empty, ErrorState, NavBar, FooterBar
  back: '返回',
  retry: '重试',
  errorTitle: '出错了',
  emptyDefault: '暂无数据',
  images: '图片',
  addImage: '添加图片',
  removeImage: '删除第 {index} 张图片',
  imageOf: '第 {index} 张图片，共 {total} 张',
  imageAdded: '已添加第 {index} 张图片，共 {total} 张',
  uploading: '上传中',
  uploadFailed: '上传失败',
  imagePreview: '图片预览',
  carousel: '轮播',
  slide: '幻灯片',
  slideOf: '第 {index} 张，共 {total} 张',
  goToSlide: '幻灯片 {index}/{total}',
  pause: '暂停',
  play: '播放',
  previous: '上一张',
  next: '下一张',
  // Picker, CityPicker, DayPicker, SelectList, ChannelPicker
  noOptions: '暂无可选项',
  chooseLevel: '请选择',
  // CopyText, PayCodeCard, Barcode, QrImage, InstructionSteps, FoldList
  copy: '复制',
  copied: '已复制',
  copyFailed: '复制失败',
  more: '更多',
  hide: '收起',
  qrFailed: '二维码加载失败',
  barcode: '条形码 {code}',
  barcodeUnsupported: '此代码无法显示为条形码',
  noInstructions: '暂无还款说明',
  // LoanSummary, AgreementConsent, RepayPlan, PromoPopup
  loanAmount: '借款金额',
  loanTerm: '借款期限',
  interestRate: '利率',
  agreeTo: '我已阅读并同意以下协议',
  agreements: '协议',
  dueOn: '{date} 到期',
  specialOffer: '专属优惠',
};
