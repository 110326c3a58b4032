/** English text of the complaint start and describe screens. */
const en = {
  'file.start.order': 'Order',
  'file.start.orderNo': 'Order No. {orderNo}',
  'file.start.all': 'All',
  'file.start.allTitle': 'All orders',
  'file.start.noOrder.title': 'No current order',
  'file.start.noOrder.body': 'Tap All to choose the order your complaint is about.',
  'file.start.noOrders': 'You have no orders yet.',
  'file.start.types': 'What is your question about?',
  'file.start.noTypes': 'No question types are available right now.',
  'file.start.subTypes': 'What happened during collection?',
  'file.start.collectionRefused': 'The selected order does not support sending collection types',
  'file.start.chooseOrder': 'Please choose an order first.',
  'file.start.myComplaints': 'My complaints',
  'file.describe.types': 'Question type',
  'file.describe.order': 'Order No. {orderNo}',
  'file.describe.comments': 'Comments and suggestions',
  'file.describe.placeholder': 'Tell us what happened',
  'file.describe.empty': 'Please fill in your comments and suggestions',
  'file.describe.pictures': 'Pictures (up to {max})',
  'file.describe.picture': 'Picture {index} of {total}',
  'file.describe.stillUploading': 'Please wait until the pictures are uploaded.',
  'file.describe.notPicture': 'Not a picture',
  'file.describe.pictureFailed': 'Picture {index}: {message}',
  'file.describe.uploadFailed': 'A picture was not uploaded. Try it again or remove it.',
  'file.describe.send': 'Send',
  'file.describe.unanswered':
    'We could not confirm your complaint was sent. Check My complaints before you send it again.',
  'file.describe.sent.title': 'Sent',
  'file.describe.sent.body': 'Thank you. We will reply within {days} weekdays, in My complaints.',
  'file.describe.invalid.title': 'This complaint cannot be started',
  'file.describe.invalid.body': 'The link does not say which question type or order it is about.',
  'file.describe.invalid.back': 'Back to complaints',
};

export default en;
export type FileText = typeof en;
