import type { ProblemList } from '../../../api/index.ts';
import { paths } from '../../../paths/index.ts';
import { type DisplayFormat, showDate } from '../../../screen/displayFormat.ts';

/** One complaint as the list shows it. */
export interface ComplaintRow {
  id: string;
  /** The complaint's detail page. */
  href: string;
  /** `YYYY-MM-DD`, '' when the server sent none. */
  date: string;
  type: string;
  content: string;
}

/** A server-named tab and its complaints. */
export interface ComplaintTab {
  /** Unique even when the server repeats a name. */
  key: string;
  /** The server's name; '' when it sent none (the view names it by position). */
  name: string;
  rows: ComplaintRow[];
}

/** The answer of `problem-list` as the list screen shows it: its tabs, in the server's order. */
export function complaintTabs(answer: ProblemList, format: DisplayFormat): ComplaintTab[] {
  return answer.tabs.map((tab, index) => ({
    key: `tab-${index}`,
    name: tab.name.trim(),
    rows: tab.list.map((item) => ({
      id: item.id,
      href: paths.complainDetails.href({ problemId: item.id }),
      date: showDate(item.time, format),
      type: item.type,
      content: item.content,
    })),
  }));
}
