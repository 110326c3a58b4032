import type { OrderText } from './en.ts';

const fil: OrderText = {
  'order.action.repayNow': 'MAGBAYAD',
  'order.action.rollover': 'Rollover na Pagbabayad',
  'order.action.rolloverHint': 'Kulang sa pera?',
  'order.action.repayment': 'Pagbabayad',
  'order.action.borrowAgain': 'Umutang Muli',
  'order.products.title': 'Mga inirerekomendang produkto',
  'order.products.more': 'I-tap para makita ang iba pang produkto',
  'order.kindTips.title': 'Paalala',
  'order.kindTips.ok': 'OK',
  'order.reWithdraw.title': 'Mag-withdraw muli',
  'order.reWithdraw.cancel': 'Kanselahin',
  'order.reWithdraw.confirm': 'I-withdraw na',
  'order.rating.title': 'I-rate ang aming serbisyo',
  'order.rating.body': 'Kumusta ang karanasan mo sa pag-utang? I-tap ang mga bituin para mag-rate.',
  'order.rating.cancel': 'Kanselahin',
  'order.rating.send': 'Ipadala',
  'order.rating.choose': 'Pumili muna ng bituin.',
  'order.ratingResult.title': 'Salamat sa iyong feedback',
  'order.ratingResult.body': 'Patuloy naming pagbubutihin ang aming serbisyo.',
  'order.ratingResult.ok': 'OK',
  'order.bindCard.title': 'I-bind ang iyong card',
  'order.bindCard.go': 'Pumunta at i-bind ang card',
  'order.union.failed': 'Hindi nagtagumpay',
};

export default fil;
