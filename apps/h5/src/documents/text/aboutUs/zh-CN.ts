import type { LegalDocument } from '../../legalDocument.ts';

/** 关于我们（简体中文）。花括号中的占位符由品牌配置和借款条款填入：请保留原样，不要手写任何数字。 */
const zhCN: LegalDocument = {
  intro: [
    '{appName} 是 {companyName} 的线上借款服务。{companyName} 是在菲律宾证券交易委员会（SEC）注册的借贷公司。',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: '我们是谁',
      body: [
        '{companyName} 通过 {appName} 应用和本网站向菲律宾公民提供借款。',
        {
          list: [
            'SEC 注册号：{secRegistration}',
            '借贷公司经营许可证（Certificate of Authority）编号：{certificateOfAuthority}',
            '办公地址：{companyAddress}',
          ],
        },
      ],
    },
    {
      id: 'mission',
      heading: '我们的使命',
      body: [
        '我们希望每一位菲律宾人无论身在何处，都能用手机快速、公平、毫无意外地借到一笔小额资金。',
        '在您接受借款之前，我们会展示借款的全部费用；我们以尊重的方式催收，并妥善保护您的个人数据。',
      ],
    },
    {
      id: 'advantages',
      heading: '为什么选择我们',
      body: [
        {
          list: [
            '用手机几分钟即可申请：无需前往网点，也无需邮寄任何文件。',
            '{decisionDays} 天内给出审批结果，批准后 {disbursementMinDays} 至 {disbursementMaxDays} 个日历日内放款到您的账户。',
            '条款清晰：签约前，《诚实借贷法》规定的披露声明（Truth in Lending disclosure statement）会列明您实际到手的金额、各项费用和还款计划。',
            '还款方式灵活：电子钱包、银行转账，或在缴费网点和便利店柜台还款。',
            '已获得 {users} 位用户的信赖。',
          ],
        },
      ],
    },
    {
      id: 'team',
      heading: '我们的团队',
      body: [
        '我们在菲律宾的团队汇集了来自银行、客户服务、风险管理和技术领域的人才。信贷专员审核申请，客服团队用英语和菲律宾语答复借款人，工程师则确保应用快速、安全。',
        '团队中的每一位成员，包括代表我们催收的合作方，都遵守 SEC 关于公平催收的规定。',
      ],
    },
    {
      id: 'contact',
      heading: '联系我们',
      body: [
        '对借款、还款或本应用有任何疑问？我们的客服随时为您提供帮助。',
        {
          list: [
            '客服邮箱：{serviceEmail}',
            '客服热线：{servicePhone}',
            '办公地址：{companyAddress}',
          ],
        },
      ],
    },
  ],
};

export default zhCN;
