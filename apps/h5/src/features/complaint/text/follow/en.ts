/** English text of the complaint list and detail screens. */
const en = {
  'follow.list.tabs': 'Complaints by status',
  'follow.list.tab': 'List {number}',
  'follow.list.emptyTab.title': 'Nothing in this list',
  'follow.list.emptyTab.body': 'Complaints in this list show here.',
  'follow.list.none.title': 'No complaints yet',
  'follow.list.none.body': 'The complaints you send show here, with our replies.',
  'follow.details.type': 'Complaint type',
  'follow.details.content': 'Your description',
  'follow.details.pictures': 'Pictures',
  'follow.details.picture': 'Picture {index} of {total}',
  'follow.details.enlarge': 'Enlarge picture {index} of {total}',
  'follow.details.picturesBlocked': 'Some pictures cannot be shown.',
  'follow.details.result': 'Process Result',
  'follow.details.agent': 'Customer service',
  'follow.missing.title': 'No complaint to show',
  'follow.missing.body': 'This link does not say which complaint to open.',
  'follow.missing.toList': 'See my complaints',
  'follow.rating.title': 'Please rate this service',
  'follow.rating.cancel': 'Cancel',
  'follow.rating.send': 'Send',
  'follow.rating.choose': 'Tap a star to rate first.',
  'follow.rating.thanks': 'Successful demonstration！',
};

export default en;
export type FollowText = typeof en;
