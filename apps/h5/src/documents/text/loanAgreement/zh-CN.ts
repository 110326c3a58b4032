import type { LegalDocument } from '../../legalDocument.ts';

/**
 * 借款协议（条款与条件），简体中文。每个数字都是花括号中的占位符，由借款条款（`loanTerms.ts`）和
 * 品牌配置填入：请保留原样，不要手写任何数字，否则测试会失败。
 */
const zhCN: LegalDocument = {
  intro: [
    '本条款与条件构成 {companyName}（“出借人”）与您（“借款人”）之间就您通过 {appName} 应用获得的每一笔借款订立的借款协议。确认借款前，请连同该笔借款的披露声明一并阅读。',
  ],
  sections: [
    {
      id: 'lender',
      heading: '出借人',
      body: [
        {
          list: [
            '名称：{companyName}',
            'SEC 注册号：{secRegistration}',
            '经营许可证（Certificate of Authority）：{certificateOfAuthority}',
            '办公地址：{companyAddress}',
            '客服：{serviceEmail}，{servicePhone}',
          ],
        },
      ],
    },
    {
      id: 'eligibility',
      heading: '借款人资格',
      body: ['借款人须为年满 {minimumAge} 周岁的菲律宾公民。'],
    },
    {
      id: 'disclosure',
      heading: '诚实借贷披露',
      body: [
        '根据《诚实借贷法》（Truth in Lending Act，RA 3765）和 SEC MC 19 s.2019，在借款成立前，出借人会在披露声明中列明：融资金额、以比索和分计的融资费用、您实际到手的净额、以实际利率表示的融资费用，以及还款计划。',
        '借款人有权索取披露声明的副本。确认借款前请仔细阅读。',
      ],
    },
    {
      id: 'term',
      heading: '借款期限',
      body: [
        '借款期限为 {termMinDays} 至 {termMaxDays} 个日历日，具体以您确认前的报价和披露声明为准。',
      ],
    },
    {
      id: 'decision',
      heading: '审批与放款',
      body: [
        '出借人在 {decisionDays} 天内对申请作出决定。借款获批并经确认后，净额将在 {disbursementMinDays} 至 {disbursementMaxDays} 个日历日内发放到借款人的银行或电子钱包账户。',
      ],
    },
    {
      id: 'repayment',
      heading: '还款',
      body: [
        '借款人须按还款计划所列金额和日期，通过应用内列出的渠道还款。请保留收据作为付款凭证。',
      ],
    },
    {
      id: 'late-payment',
      heading: '逾期还款',
      body: [
        '如逾期还款，新客户须支付一次性逾期罚金 {penaltyNewClient}，老客户为 {penaltyRepeatClient}。',
        '在罚金之外，按未还金额每日计收利息：',
        {
          list: [
            '到期日后第 {interest1From} 天至第 {interest1To} 天，每日 {interest1Rate}；',
            '第 {interest2From} 天至第 {interest2To} 天，每日 {interest2Rate}；',
            '自第 {interest3From} 天起，每日 {interest3Rate}。',
          ],
        },
      ],
    },
    {
      id: 'prepayment',
      heading: '提前还款',
      body: [
        '借款期限过去 {prepaymentAfterTerm} 后，借款人可提前还清全部借款，但不得早于放款后 {prepaymentMinDays} 天。',
      ],
    },
    {
      id: 'prolongation',
      heading: '展期',
      body: [
        '如应用提供展期，借款人可申请展期。展期将借款延长与原借款期限相同的期间，条件以借款人确认前显示的为准。',
      ],
    },
    {
      id: 'borrower-duties',
      heading: '借款人的义务',
      body: [
        {
          list: [
            '提供真实、完整的信息，只使用本人的身份证件、手机号码和账户。',
            '姓名或地址变更时，须在 {reportChangeDays} 个日历日内告知出借人。',
            '妥善保管密码和一次性验证码。',
          ],
        },
      ],
    },
    {
      id: 'collection',
      heading: '公平催收',
      body: [
        '出借人及所有代表其催收的人员均遵守关于不公平催收行为的 SEC MC 18 s.2019。他们不会：',
        {
          list: [
            '对借款人、其名誉或财产使用或威胁使用暴力或其他伤害；',
            '使用淫秽、侮辱或粗俗的语言；',
            '公布或威胁公布借款人的姓名或债务以羞辱借款人；',
            '联系借款人通讯录中除借款人指定的担保人或共同借款人以外的任何人；',
            '作虚假陈述，例如声称不还款属于犯罪，或冒充律师或官员；',
            '在 {contactFrom} 之前或 {contactUntil} 之后联系借款人，除非账户逾期超过 {pastDueDays} 天或借款人同意。',
          ],
        },
        '本应用不读取借款人的通讯录或相册，也绝不将其用于催收。',
      ],
    },
    {
      id: 'complaints',
      heading: '投诉',
      body: [
        '借款人可在应用内提交投诉，或发送邮件至 {serviceEmail}。出借人会在 {complaintWeekdays} 个工作日内答复每一项投诉。如借款人对答复不满意，可将投诉提交至菲律宾证券交易委员会（RA 11765，SEC MC 5 s.2023）。',
      ],
    },
    {
      id: 'privacy',
      heading: '个人数据',
      body: ['出借人依据《数据隐私法》（RA 10173），按其隐私政策所述处理借款人的个人数据。'],
    },
  ],
};

export default zhCN;
