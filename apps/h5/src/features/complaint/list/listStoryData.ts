import * as v from 'valibot';
import { problemListSchema } from '../../../api/schemas/complaint.ts';
import type { DisplayFormat } from '../../../screen/displayFormat.ts';
import { type ComplaintTab, complaintTabs } from './complaintTabs.ts';

const manila: DisplayFormat = {
  currencyFlag: '0',
  thousandsSeparator: '.',
  decimalSeparator: ',',
  timeZone: 'Asia/Manila',
};

/** A `problem-list` answer's tabs as the view receives them. */
export const storyTabs = (tabs: unknown): ComplaintTab[] =>
  complaintTabs(v.parse(problemListSchema, { tabs }), manila);

export const LONG_CONTENT =
  'An agent called me at 11 pm three nights in a row, then called my sister and my employer ' +
  'about the loan although I never gave their numbers as references. I asked them to stop and ' +
  'to call only during the day, but the calls went on the whole week and my family is worried.';

/** The demo's unanswered complaint (`mocks/complaint/fixtures.ts`). */
export const processingItem = {
  id: '9001',
  time: 1752543000,
  type: 'Repayment',
  content: 'I paid through GCash yesterday but the app still shows the loan as due.',
};

/** The demo's answered complaint, its description at its longest. */
const completedItem = {
  id: '9002',
  time: 1742467500,
  type: 'Collection',
  content: LONG_CONTENT,
};

/** Two server tabs, as the demo lists them: 9001 processing, 9002 (answered) completed. */
export const twoTabs = () =>
  storyTabs([
    { name: 'Processing', list: [processingItem] },
    { name: 'Completed', list: [completedItem] },
  ]);
