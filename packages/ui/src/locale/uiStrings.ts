/** Labels the components use when the caller gives none. */
export interface UiStrings {
  confirm: string;
  cancel: string;
  close: string;
  loading: string;
  rating: string;
  /** `{count}` is replaced by the stars chosen, `{total}` by the stars shown. */
  stars: string;
  // MaskedField, SmsCodeField, CountdownButton, TextAreaCounter, Masked
  /** The default label of the SMS code field. */
  smsCode: string;
  getCode: string;
  /** A countdown's visible text; `{seconds}` is replaced by the seconds left. */
  resendIn: string;
  /** A countdown's accessible name; `{seconds}` is replaced by the seconds left. */
  resendInLabel: string;
  /** Announced when a countdown ends. */
  resendReady: string;
  /** `{count}` characters typed, `{max}` allowed. */
  characterCount: string;
  /** `{digits}`: the last digits left visible. */
  cardEnding: string;
  /** `{digits}`: the last digits left visible. */
  phoneEnding: string;
  // ImageUploader, ImagePreview, Carousel, Skeleton, Empty, ErrorState, NavBar, FooterBar
  back: string;
  retry: string;
  errorTitle: string;
  emptyDefault: string;
  images: string;
  addImage: string;
  /** `{index}` is replaced by the image's position, from 1. */
  removeImage: string;
  /** `{index}` and `{total}`: an image's position and the number of images. */
  imageOf: string;
  /** Said when an image has uploaded; `{index}` and `{total}` as in `imageOf`. */
  imageAdded: string;
  uploading: string;
  uploadFailed: string;
  imagePreview: string;
  /** Spoken after a carousel's name, e.g. "Promotions, carousel". */
  carousel: string;
  /** Spoken after a slide's name, e.g. "2 of 3, slide". */
  slide: string;
  /** A slide's name: `{index}` of `{total}`. */
  slideOf: string;
  /** The name of the dot that shows slide `{index}` of `{total}`. */
  goToSlide: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  // Picker, CityPicker, DayPicker, SelectList, ChannelPicker
  /** Shown by a picker or list that has nothing to choose. */
  noOptions: string;
  /** The tab of a cascading picker's level that is still to be chosen. */
  chooseLevel: string;
  // CopyText, PayCodeCard, Barcode, QrImage, InstructionSteps, FoldList
  copy: string;
  copied: string;
  copyFailed: string;
  more: string;
  hide: string;
  qrFailed: string;
  /** A barcode's accessible name; `{code}` is replaced by the code it holds. */
  barcode: string;
  barcodeUnsupported: string;
  noInstructions: string;
  // LoanSummary, AgreementConsent, RepayPlan, PromoPopup
  loanAmount: string;
  loanTerm: string;
  /** Names a loan product's rate, e.g. '0,05%/day'. */
  interestRate: string;
  /** Labels the consent checkbox; the agreement links follow it. */
  agreeTo: string;
  /** Names the list of agreement links. */
  agreements: string;
  /** When a repayment falls due; `{date}` is replaced by the date. */
  dueOn: string;
  /** The promotional popup's accessible name. */
  specialOffer: string;
}

/** A language the built-in labels ship in, as `LocaleProvider`'s `locale` takes it. */
export type UiLocale = 'en' | 'zh-CN' | 'id' | 'fil';
