import type { LegalDocument } from '../../legalDocument.ts';

/**
 * Patakaran sa privacy, sa Filipino: ang privacy notice ayon sa Data Privacy Act (RA 10173) at sa
 * IRR nito. Ang mga placeholder sa loob ng braces ay pinupunan mula sa config ng brand at sa mga
 * tuntunin ng pautang: iwanan ang mga ito kung ano sila; huwag sumulat ng anumang numero nang
 * mano-mano.
 */
const fil: LegalDocument = {
  intro: [
    'Ipinapaliwanag ng patakarang ito kung anong personal na datos ang kinokolekta ng {companyName} kapag ginagamit mo ang {appName} app at website, kung bakit namin ito kinokolekta, kung kanino namin ito ibinabahagi, kung gaano katagal namin ito itinatago, at ang mga karapatan mo rito. Ito ang aming privacy notice ayon sa Data Privacy Act (RA 10173).',
    'Sa pagpaparehistro, pumapayag ka na iproseso namin ang iyong datos ayon sa nakasaad dito. Kapag kailangan namin ang iyong pahintulot para sa isang partikular na bagay, hihingin namin ito nang hiwalay sa mismong oras na kailangan ito.',
  ],
  sections: [
    {
      id: 'lender',
      heading: 'Sino kami',
      body: [
        'Ang personal information controller ay ang {companyName}, isang lending company na nakarehistro sa Securities and Exchange Commission (numero ng rehistro sa SEC {secRegistration}, Certificate of Authority {certificateOfAuthority}), na may opisina sa {companyAddress}.',
        'Maaari kang makipag-ugnayan sa amin sa email na {serviceEmail} o sa teleponong {servicePhone}.',
      ],
    },
    {
      id: 'data-collected',
      heading: 'Ang datos na kinokolekta namin',
      body: [
        'Kinokolekta lang namin ang datos na kailangan namin para suriin, ibigay at pangasiwaan ang iyong pautang:',
        {
          list: [
            'Datos sa pagpaparehistro: ang iyong pangalan, mobile number, petsa ng kapanganakan, tirahan, ID na inisyu ng gobyerno at ang mga detalye nito, at ang selfie na kinukuha mo para patunayang iyo ang ID.',
            'Datos ng account: ang iyong bank o e-wallet account para sa pag-release ng pautang at sa pagbabayad, ang iyong mga pautang at bayad at ang kasaysayan ng mga ito, at ang mga reklamo at mensaheng ipinapadala mo sa amin.',
            'Datos ng aktibidad: ang iyong mga aplikasyon, ang mga alok na nakita at tinanggap mo, ang iyong mga bayad at ang paggamit mo ng mga feature ng app.',
            'Datos ng pag-browse: ang mga pahinang binubuksan mo, kailan at gaano katagal, at ang pahinang nagdala sa iyo sa amin.',
            'Datos ng device: mga larawang kinukuha mo gamit ang camera habang nag-a-apply (para lang sa pag-verify ng pagkakakilanlan), ang iyong GPS location kapag pinayagan mo, ang advertising ID ng iyong device, at datos ng network gaya ng iyong IP address, uri ng network at carrier, pati na ang modelo ng device at ang operating system nito.',
          ],
        },
      ],
    },
    {
      id: 'not-collected',
      heading: 'Ang hindi namin kailanman binubuksan',
      body: [
        'Hindi binabasa ng app ang iyong contact list, photo gallery o mga contact mo sa social media, at hindi kailanman ginagamit ang mga ito sa paniningil ng pautang. Ginagamit lang namin ang camera para i-verify ang iyong pagkakakilanlan kapag nag-a-apply ka, at hinihingi namin ang bawat pahintulot sa iyong telepono bago mismo namin ito kailanganin, kasama ang paliwanag kung bakit.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Bakit namin ginagamit ang iyong datos',
      body: [
        {
          list: [
            'Para i-verify ang iyong pagkakakilanlan at maiwasan ang panloloko.',
            'Para suriin ang iyong aplikasyon at pagpasyahan kung magkano ang maipapautang namin sa iyo. Kasama rito ang automated credit scoring: ikinukumpara ang iyong aplikasyon, kasaysayan ng pagbabayad at datos ng device sa aming mga pamantayan sa pagpapautang para makabuo ng score, at maaaring suriin ng isang credit officer ang resulta. Maaari mong hilingin na isang tao ang magsuri sa desisyon.',
            'Para i-release ang iyong pautang, iproseso ang iyong mga bayad at padalhan ka ng mga paalala bago at pagkatapos ng takdang petsa.',
            'Para sagutin ang iyong mga tanong at reklamo.',
            'Para tuparin ang aming mga obligasyon sa ilalim ng mga batas at patakaran ng SEC na sumasaklaw sa mga lending company.',
            'Para pagbutihin ang app at, kung papayag ka, para ipaalam sa iyo ang aming mga alok.',
          ],
        },
      ],
    },
    {
      id: 'basis',
      heading: 'Ang batayan ng pagproseso',
      body: [
        'Pinoproseso namin ang iyong datos dahil kailangan ito para mabuo at matupad ang iyong kasunduan sa pautang; dahil iniaatas ito ng batas; dahil sa aming lehitimong interes na maiwasan ang panloloko at mapanatiling ligtas ang aming serbisyo; at, para sa location, marketing at anumang iba pang opsyonal na paggamit, dahil pumayag ka. Maaari mong bawiin ang isang pahintulot anumang oras (tingnan ang “Pag-opt out”).',
      ],
    },
    {
      id: 'scope-method',
      heading: 'Paano namin ito kinokolekta at pinoproseso',
      body: [
        'Kinokolekta namin ang datos mula sa iyo kapag nagparehistro at nag-apply ka, mula sa iyong device ayon sa mga pahintulot na ibinibigay mo, at mula sa mga bangko, payment partner at credit agency kapag nag-a-apply o nagbabayad ka. Pinoproseso namin ito nang elektroniko sa mga protektadong sistema, dito sa Pilipinas o sa mga service provider na nakatali sa parehong mga proteksyon.',
      ],
    },
    {
      id: 'disclosure',
      heading: 'Kanino namin ito ibinabahagi',
      body: [
        'Hindi namin kailanman ibinebenta ang iyong personal na datos. Ibinabahagi lang namin ito, kung kinakailangan, sa:',
        {
          list: [
            'Mga service provider na nagtatrabaho para sa amin sa ilalim ng data sharing o outsourcing agreement: hosting, pag-verify ng pagkakakilanlan, pagpapadala ng SMS at email, mga tool sa customer service, at mga collection partner na nakatali sa mga patakaran ng SEC sa paniningil.',
            'Mga bangko, e-wallet at payment partner, para maipadala ang iyong pautang at matanggap ang iyong mga bayad.',
            'Mga credit agency at credit information bureau, para suriin ang iyong credit at iulat kung paano ka nagbabayad, ayon sa pinahihintulutan ng batas.',
            'Mga awtoridad ng gobyerno at mga korte, kapag iniaatas ng batas.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      body: [
        'Gumagamit ang website at ang mga pahina ng app ng cookies at katulad na storage ng browser para mapanatili ang iyong session, matandaan ang iyong wika at masukat kung paano ginagamit ang mga pahina. Maaari mong burahin o i-block ang cookies sa settings ng iyong browser; kapag ginawa mo ito, maaaring hindi na gumana ang ilang pahina.',
      ],
    },
    {
      id: 'retention',
      heading: 'Gaano katagal namin ito itinatago',
      body: [
        'Itinatago namin ang iyong datos habang mayroon kang account o pautang sa amin, at pagkatapos nito ay hanggang kailangan lang ng batas at ng mga patakaran ng SEC na itago namin ang mga rekord ng pautang, o hanggang kailangan para patunayan o ipagtanggol ang isang legal na paghahabol. Pagkatapos, binubura namin ito o ginagawang anonymous.',
      ],
    },
    {
      id: 'security',
      heading: 'Password at seguridad ng datos',
      body: [
        'Naka-encrypt ang iyong datos habang ipinapadala, at nakaimbak ito sa mga protektadong sistema na maaabot lang ng mga awtorisadong kawani. Huwag ibahagi kaninuman ang iyong password at ang mga one-time code na ipinapadala namin sa iyo: hindi kailanman hihingin ng aming mga kawani ang mga ito. Kung sa tingin mo ay may ibang nakakaalam ng iyong password, palitan ito agad at ipaalam sa amin.',
      ],
    },
    {
      id: 'minors',
      heading: 'Mga menor de edad',
      body: [
        'Ang aming serbisyo ay para lamang sa mga taong {minimumAge} taong gulang pataas. Hindi namin tinatarget ang mga menor de edad at hindi namin sinasadyang kolektahin ang kanilang datos; kung malaman naming nakakolekta kami nito, buburahin namin ito.',
      ],
    },
    {
      id: 'rights',
      heading: 'Ang iyong mga karapatan',
      body: [
        'Sa ilalim ng Data Privacy Act, may karapatan ka:',
        {
          list: [
            'na malaman kung paano pinoproseso ang iyong datos;',
            'na ma-access ang iyong datos at makakuha ng kopya nito;',
            'na tumutol sa pagproseso, kasama ang mga automated na desisyon at profiling;',
            'na maitama ang maling datos;',
            'na mabura o ma-block ang iyong datos kapag hindi na ito kailangan o kapag pinroseso ito nang labag sa batas;',
            'sa data portability, sa electronic na format;',
            'na mabayaran para sa pinsalang dulot ng hindi tumpak na datos o ng datos na pinroseso nang labag sa batas;',
            'na maghain ng reklamo sa National Privacy Commission.',
          ],
        },
        'Para magamit ang mga karapatang ito, sumulat sa aming data protection officer (nasa ibaba).',
      ],
    },
    {
      id: 'opt-out',
      heading: 'Pag-opt out',
      body: [
        'Maaari mong ihinto ang mga marketing message anumang oras sa pamamagitan ng pagsagot sa mga ito ayon sa paliwanag sa mensahe, o sa pagsulat sa {serviceEmail}. Maaari mong i-off ang location at iba pang opsyonal na pahintulot sa settings ng iyong telepono, at bawiin ang anumang pahintulot na ibinigay mo. Patuloy pa rin naming ipoproseso ang datos na kailangan namin para pangasiwaan ang pautang na hindi pa tapos at para sumunod sa batas.',
      ],
    },
    {
      id: 'dpo',
      heading: 'Data protection officer at grievance officer',
      body: [
        'Ang aming data protection officer ay nagsisilbi ring grievance officer para sa mga reklamo tungkol sa privacy. Makipag-ugnayan sa kanya sa:',
        {
          list: [
            'Email: {serviceEmail} (paksa: “Data protection officer”)',
            'Telepono: {servicePhone}',
            'Sulat: Data Protection Officer, {companyName}, {companyAddress}',
          ],
        },
      ],
    },
    {
      id: 'npc',
      heading: 'Mga reklamo sa National Privacy Commission',
      body: [
        'Kung hindi ka nasiyahan sa aming sagot, o anumang oras, maaari kang maghain ng reklamo sa National Privacy Commission ng Pilipinas.',
      ],
    },
    {
      id: 'changes',
      heading: 'Mga pagbabago sa patakarang ito',
      body: [
        'Ipo-post namin sa app at sa website ang anumang pagbabago sa patakarang ito, at ipapaalam namin sa iyo bago magkabisa ang isang mahalagang pagbabago.',
      ],
    },
  ],
};

export default fil;
