import type { LegalDocument } from '../../legalDocument.ts';

/**
 * Kasunduan sa pautang (mga tuntunin at kondisyon), sa Filipino. Bawat numero ay placeholder sa
 * loob ng braces, pinupunan mula sa mga tuntunin ng pautang (`loanTerms.ts`) at sa config ng
 * brand: iwanan ang mga ito kung ano sila at huwag sumulat ng anumang numero nang mano-mano;
 * kung hindi, babagsak ang isang test.
 */
const fil: LegalDocument = {
  intro: [
    'Ang mga tuntunin at kondisyong ito ang bumubuo sa kasunduan sa pautang sa pagitan mo (“ang Nanghihiram”) at ng {companyName} (“ang Nagpapautang”) para sa bawat pautang na kinukuha mo sa pamamagitan ng {appName} app. Basahin ang mga ito, kasama ang Truth in Lending disclosure statement ng iyong pautang, bago mo ito kumpirmahin.',
  ],
  sections: [
    {
      id: 'lender',
      heading: 'Ang Nagpapautang',
      body: [
        {
          list: [
            'Pangalan: {companyName}',
            'Numero ng rehistro sa SEC: {secRegistration}',
            'Certificate of Authority: {certificateOfAuthority}',
            'Opisina: {companyAddress}',
            'Customer service: {serviceEmail}, {servicePhone}',
          ],
        },
      ],
    },
    {
      id: 'eligibility',
      heading: 'Sino ang maaaring humiram',
      body: ['Ang Nanghihiram ay dapat mamamayang Pilipino na {minimumAge} taong gulang pataas.'],
    },
    {
      id: 'disclosure',
      heading: 'Truth in Lending disclosure',
      body: [
        'Ayon sa Truth in Lending Act (RA 3765) at SEC MC 19 s.2019, bago mabuo ang pautang, inihahayag ng Nagpapautang sa isang disclosure statement ang: halagang pinondohan (amount financed), ang finance charge sa piso at sentimo, ang netong halagang matatanggap mo, ang finance charge bilang effective interest rate, at ang iskedyul ng pagbabayad.',
        'May karapatan ang Nanghihiram na humingi ng kopya ng disclosure statement. Basahin ito bago mo kumpirmahin ang pautang.',
      ],
    },
    {
      id: 'term',
      heading: 'Termino ng pautang',
      body: [
        'Ang termino ng pautang ay mula {termMinDays} hanggang {termMaxDays} araw ng kalendaryo, ayon sa ipinapakita sa alok at sa disclosure statement bago mo ito kumpirmahin.',
      ],
    },
    {
      id: 'decision',
      heading: 'Desisyon at pag-release ng pautang',
      body: [
        'Nagpapasya ang Nagpapautang sa isang aplikasyon sa loob ng {decisionDays} araw. Kapag naaprubahan at nakumpirma na ang pautang, ipinapadala ang netong halaga sa bank o e-wallet account ng Nanghihiram sa loob ng {disbursementMinDays} hanggang {disbursementMaxDays} araw ng kalendaryo.',
      ],
    },
    {
      id: 'repayment',
      heading: 'Pagbabayad',
      body: [
        'Binabayaran ng Nanghihiram ang halagang nakasaad sa iskedyul ng pagbabayad, sa mga petsang nakasaad doon, sa pamamagitan ng mga paraan ng pagbabayad na nakalista sa app. Itago ang iyong resibo bilang patunay ng pagbabayad.',
      ],
    },
    {
      id: 'late-payment',
      heading: 'Atrasadong pagbabayad',
      body: [
        'Kapag nahuli ang isang bayad, magbabayad ang Nanghihiram ng isang beses na multa sa pagkaantala na {penaltyNewClient} para sa bagong kliyente, o {penaltyRepeatClient} para sa dati nang kliyente.',
        'Bukod sa multa, may interes na sinisingil araw-araw sa halagang hindi pa nababayaran:',
        {
          list: [
            '{interest1Rate} kada araw mula sa ika-{interest1From} hanggang sa ika-{interest1To} araw pagkatapos ng takdang petsa;',
            '{interest2Rate} kada araw mula sa ika-{interest2From} hanggang sa ika-{interest2To} araw;',
            '{interest3Rate} kada araw simula sa ika-{interest3From} araw.',
          ],
        },
      ],
    },
    {
      id: 'prepayment',
      heading: 'Maagang pagbabayad',
      body: [
        'Maaaring bayaran nang buo ng Nanghihiram ang pautang bago ang takdang petsa kapag lumipas na ang {prepaymentAfterTerm} ng termino ng pautang, at hindi mas maaga sa {prepaymentMinDays} araw pagkatapos ma-release ang pautang.',
      ],
    },
    {
      id: 'prolongation',
      heading: 'Pagpapahaba ng pautang (rollover)',
      body: [
        'Kung iniaalok ito ng app, maaaring pahabain ng Nanghihiram ang pautang. Sa pagpapahaba, humahaba ang termino ng pautang nang kasinghaba ng orihinal nitong termino, ayon sa mga tuntuning ipinapakita bago ito kumpirmahin ng Nanghihiram.',
      ],
    },
    {
      id: 'borrower-duties',
      heading: 'Mga tungkulin ng Nanghihiram',
      body: [
        {
          list: [
            'Magbigay ng totoo at kumpletong impormasyon, at gamitin lamang ang sarili niyang ID, numero ng telepono at mga account.',
            'Ipaalam sa Nagpapautang ang anumang pagbabago ng pangalan o tirahan sa loob ng {reportChangeDays} araw ng kalendaryo.',
            'Ilihim ang kanyang password at mga one-time code.',
          ],
        },
      ],
    },
    {
      id: 'collection',
      heading: 'Patas na paniningil',
      body: [
        'Sinusunod ng Nagpapautang at ng lahat ng naniningil para rito ang SEC MC 18 s.2019 tungkol sa mga hindi patas na paraan ng paniningil ng utang. Hindi nila gagawin ang mga sumusunod:',
        {
          list: [
            'gumamit o magbanta ng karahasan o anumang iba pang pinsala sa Nanghihiram, sa kanyang reputasyon o ari-arian;',
            'gumamit ng malaswa, mapang-insulto o bastos na pananalita;',
            'isapubliko o magbantang isapubliko ang pangalan o utang ng Nanghihiram para ipahiya siya;',
            'kontakin ang sinuman sa contact list ng Nanghihiram maliban sa mga guarantor o co-maker na pinangalanan ng Nanghihiram;',
            'magbigay ng maling pahayag, gaya ng pagsasabing krimen ang hindi pagbabayad o na sila ay abogado o opisyal ng pamahalaan;',
            'kontakin ang Nanghihiram bago ang {contactFrom} o pagkalipas ng {contactUntil}, maliban kung mahigit {pastDueDays} araw nang lampas sa takdang petsa ang account o pumayag dito ang Nanghihiram.',
          ],
        },
        'Hindi binabasa ng app ang contact list o photo gallery ng Nanghihiram at hindi kailanman ginagamit ang mga ito sa paniningil.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Mga reklamo',
      body: [
        'Maaaring maghain ng reklamo ang Nanghihiram sa app o sumulat sa {serviceEmail}. Sinasagot ng Nagpapautang ang bawat reklamo sa loob ng {complaintWeekdays} araw ng trabaho. Kung hindi nasiyahan ang Nanghihiram sa sagot, maaari niyang dalhin ang reklamo sa Securities and Exchange Commission (RA 11765, SEC MC 5 s.2023).',
      ],
    },
    {
      id: 'privacy',
      heading: 'Personal na datos',
      body: [
        'Pinoproseso ng Nagpapautang ang personal na datos ng Nanghihiram ayon sa nakasaad sa patakaran nito sa privacy, sa ilalim ng Data Privacy Act (RA 10173).',
      ],
    },
  ],
};

export default fil;
