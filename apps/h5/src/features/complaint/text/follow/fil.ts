import type { FollowText } from './en.ts';

const fil: FollowText = {
  'follow.list.tabs': 'Mga reklamo ayon sa status',
  'follow.list.tab': 'Listahan {number}',
  'follow.list.emptyTab.title': 'Walang laman ang listahang ito',
  'follow.list.emptyTab.body': 'Dito lalabas ang mga reklamo sa listahang ito.',
  'follow.list.none.title': 'Wala pang reklamo',
  'follow.list.none.body':
    'Dito lalabas ang mga reklamong ipinadala mo, kasama ang aming mga sagot.',
  'follow.details.type': 'Uri ng reklamo',
  'follow.details.content': 'Ang iyong paglalarawan',
  'follow.details.pictures': 'Mga larawan',
  'follow.details.picture': 'Larawan {index} sa {total}',
  'follow.details.enlarge': 'Palakihin ang larawan {index} sa {total}',
  'follow.details.picturesBlocked': 'Hindi maipakita ang ilang larawan.',
  'follow.details.result': 'Resulta ng Pagproseso',
  'follow.details.agent': 'Customer service',
  'follow.missing.title': 'Walang reklamong maipapakita',
  'follow.missing.body': 'Hindi nakasaad sa link na ito kung aling reklamo ang bubuksan.',
  'follow.missing.toList': 'Tingnan ang mga reklamo ko',
  'follow.rating.title': 'Paki-rate ang serbisyong ito',
  'follow.rating.cancel': 'Kanselahin',
  'follow.rating.send': 'Ipadala',
  'follow.rating.choose': 'Pumili muna ng bituin.',
  'follow.rating.thanks': 'Naipadala na ang iyong rating!',
};

export default fil;
