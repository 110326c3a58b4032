import type { LegalDocument } from '../../legalDocument.ts';

/**
 * Tungkol sa amin, sa Filipino. Ang mga placeholder sa loob ng braces ay pinupunan mula sa config
 * ng brand at sa mga tuntunin ng pautang: iwanan ang mga ito kung ano sila; huwag sumulat ng
 * anumang numero nang mano-mano.
 */
const fil: LegalDocument = {
  intro: [
    'Ang {appName} ay ang online na serbisyong pautang ng {companyName}, isang lending company na nakarehistro sa Securities and Exchange Commission ng Pilipinas.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Sino kami',
      body: [
        'Nagpapautang ang {companyName} sa mga Pilipino sa pamamagitan ng {appName} app at ng website na ito.',
        {
          list: [
            'Numero ng rehistro sa SEC: {secRegistration}',
            'Certificate of Authority para mag-operate bilang lending company: {certificateOfAuthority}',
            'Opisina: {companyAddress}',
          ],
        },
      ],
    },
    {
      id: 'mission',
      heading: 'Ang aming misyon',
      body: [
        'Nais naming makahiram ang bawat Pilipino ng maliit na halaga nang mabilis, patas at walang sorpresa, gamit lang ang telepono, nasaan man sila.',
        'Ipinapakita namin ang buong halaga ng pautang bago mo ito tanggapin, naniningil kami nang may paggalang, at pinananatili naming ligtas ang iyong personal na datos.',
      ],
    },
    {
      id: 'advantages',
      heading: 'Bakit kami pinipili ng mga nanghihiram',
      body: [
        {
          list: [
            'Mag-apply sa loob ng ilang minuto gamit ang iyong telepono: hindi mo na kailangang pumunta sa branch at walang papeles na kailangang ipadala.',
            'May desisyon sa loob ng {decisionDays} araw, at papasok ang pera sa iyong account sa loob ng {disbursementMinDays} hanggang {disbursementMaxDays} araw ng kalendaryo mula nang maaprubahan.',
            'Malinaw na mga tuntunin: ang halagang matatanggap mo, ang mga singil at ang iskedyul ng pagbabayad ay ipinapakita bago ka pumirma, sa Truth in Lending disclosure statement.',
            'Magbayad sa paraang gusto mo: e-wallet, bank transfer, o over the counter sa mga payment center at convenience store.',
            'Pinagkakatiwalaan ng {users} user.',
          ],
        },
      ],
    },
    {
      id: 'team',
      heading: 'Ang aming team',
      body: [
        'Binubuo ang aming team sa Pilipinas ng mga taong galing sa banking, customer care, risk at teknolohiya. Sinusuri ng mga credit officer ang mga aplikasyon, sinasagot ng aming customer service team ang mga nanghihiram sa English at Filipino, at pinananatiling mabilis at ligtas ng aming mga engineer ang app.',
        'Sinusunod ng lahat sa team, kasama ang mga partner na naniningil para sa amin, ang mga patakaran ng SEC sa patas na paniningil ng utang.',
      ],
    },
    {
      id: 'contact',
      heading: 'Makipag-ugnayan sa amin',
      body: [
        'May tanong tungkol sa iyong pautang, sa iyong mga bayad o sa app na ito? Narito ang aming customer service para tumulong.',
        {
          list: [
            'Email ng customer service: {serviceEmail}',
            'Hotline: {servicePhone}',
            'Opisina: {companyAddress}',
          ],
        },
      ],
    },
  ],
};

export default fil;
