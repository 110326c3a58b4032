import type { GuideText } from './en.ts';

const zhCN: GuideText = {
  'guide.billerFallback': '您的贷款机构',
  'guide.rules.title': '付款前请注意',
  'guide.exactAmount': '请支付应还的准确金额。',
  'guide.rule.oneReference': '每笔付款使用一个还款码。',
  'guide.rule.keepReceipt': '请保留收据或存款单作为付款凭证。',
  'guide.rule.listedChannels': '只通过{biller}为您的贷款列出的渠道付款。',
  'guide.rule.neverShare': '任何人向您索要还款码，都不要告诉对方。',
  'guide.facts': '限额与到账时间',
  'guide.enlarge': '点击图片可放大。',

  'guide.group.ewallet': '电子钱包：缴费',
  'guide.group.otherWallet': '其他银行或电子钱包应用',
  'guide.group.stores': '在门店或柜台付现金',

  'guide.gcash.name': 'GCash',
  'guide.gcash.step1': '打开 GCash，点击 Bills。',
  'guide.gcash.step2': '点击 Loans，然后选择 {biller}。',
  'guide.gcash.step3': '将还款码填入参考号（Reference Number）一栏，再输入您的手机号和金额。',
  'guide.gcash.step4': '点击 Next，然后点击 Confirm。',
  'guide.gcash.fact1': '通常几分钟内到账。',

  'guide.maya.name': 'Maya',
  'guide.maya.step1': '打开 Maya，点击 Bills。',
  'guide.maya.step2': '点击 Loans，然后选择 {biller}。',
  'guide.maya.step3': '账号处填写还款码，并填写账户名。',
  'guide.maya.step4': '点击 Continue，然后点击 Pay。',
  'guide.maya.fact1': '收款方确认前，付款显示为 PROCESSING（处理中）。',
  'guide.maya.fact2': '部分收款方需 1 至 3 个工作日到账。',

  'guide.qrph.name': 'QR Ph（任意银行或电子钱包应用）',
  'guide.qrph.step1': '打开您的银行或电子钱包应用，点击 Scan QR（扫码）。',
  'guide.qrph.step2': '核对金额和商户。',
  'guide.qrph.step3': '用密码或生物识别确认。',
  'guide.qrph.fact1': '动态二维码只能使用一次，且会过期（默认 30 分钟）。',

  'guide.transfer.name': 'InstaPay / PESONet 银行转账',
  'guide.transfer.fact1': 'InstaPay：实时到账，全天 24 小时，最高 {php50000}。',
  'guide.transfer.fact2': 'PESONet：当天或下一个银行工作日到账。',

  'guide.seven.name': '7-Eleven（CLiQQ 自助机）',
  'guide.seven.step1': '在 CLiQQ 自助机上点击 Bills Payment，再点击 More Billers。',
  'guide.seven.step2': '点击 Loans，然后选择 {biller}。',
  'guide.seven.step3': '将还款码填入参考号（Reference Number）一栏，再输入您的手机号和金额。',
  'guide.seven.step4': '打印缴费单。',
  'guide.seven.step5': '在缴费单有效期内到收银台付款。',
  'guide.seven.fact1': '只收整数比索：金额向上取整。',
  'guide.seven.fact2': '低于 {php3500} 实时到账；更大金额次日到账。',
  'guide.seven.fact3': '每笔付款：{php50} 至 {php50000}。',

  'guide.cebuana.name': 'Cebuana Lhuillier',
  'guide.cebuana.step1': '说明办理 Bills Payment（缴费）。',
  'guide.cebuana.step2': '在 "Control Number" 一栏填写还款码。',
  'guide.cebuana.step3': '用现金付款。',
  'guide.cebuana.fact1': '次日上午到账。',
  'guide.cebuana.fact2': '每笔最多 {php30000}。',

  'guide.mlhuillier.name': 'M Lhuillier',
  'guide.mlhuillier.step1': '在柜台说明办理 Bills Payment（缴费），并提供还款码。',
  'guide.mlhuillier.fact1': 'M Lhuillier 未公布更多步骤。',

  'guide.palawan.name': 'Palawan Express',
  'guide.palawan.step1': '请在还款码过期前前往。',
  'guide.palawan.step2': '告诉柜员这是 Bills Payment（缴费），不是汇款。',
  'guide.palawan.fact1': '每笔最多 {php20000}。',

  'guide.ecpay.name': 'ECPay 网点',
  'guide.ecpay.step1': '提供还款码和金额。',
  'guide.ecpay.fact1': '超过 49 万家 sari-sari 小店及合作网点。',
  'guide.ecpay.fact2': '每笔最多 {php50000}。',

  'guide.bayad.name': 'Bayad Center',
  'guide.bayad.step1': '填写 Bills Payment（缴费）单。',
  'guide.bayad.step2': '在 "Account/Ref Number" 一栏填写还款码。',
  'guide.bayad.fact1': '网点在线时实时到账。',

  'guide.picture.wallet':
    '手机界面：Bills，然后 Loans，然后收款方，再填写参考号（即还款码）、手机号和金额。',
  'guide.picture.kiosk':
    'CLiQQ 自助机界面：Bills Payment、More Billers、Loans；然后打印缴费单到收银台付款。',
  'guide.picture.slip':
    'Bills Payment 缴费单：还款码填在参考号一栏（Control Number、Account/Ref Number）。',

  'guide.code.title': '您的付款',
  'guide.code.label': '还款码',
  'guide.code.amount': '应还金额',
  'guide.code.amountUnavailable': '暂无法显示金额',
  'guide.code.missing':
    '本页面没有附带还款码。请从您的借款页面重新打开，或按以下步骤使用 {biller} 给您的还款码。',
  'guide.code.unsupported': '本页面无法显示此付款链接。请按以下步骤使用 {biller} 给您的还款码。',
  'guide.copied': '复制成功',
  'guide.copyFailed': '复制失败，请手动记下还款码。',
};

export default zhCN;
