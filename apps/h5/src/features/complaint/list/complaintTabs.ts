import { formatDate } from '@hiram/ui';
import type { ProblemList } from '../../../api/index.ts';
import { paths } from '../../../paths/index.ts';
import type { DisplayFormat } from '../../../screen/displayFormat.ts';

/** One complaint as the list shows it. */
export interface ComplaintRow {
  id: string;
  /** The complaint's detail page. */
  href: string;
  /**
   * When it was filed: `YYYY-MM-DD HH:mm:ss` when the server sent a time of day (two complaints
   * of one day then tell apart), `YYYY-MM-DD` when it sent a date alone, '' when it sent none.
   */
  time: string;
  type: string;
  content: string;
}

/** An epoch (a number, or digits) or a text with a clock time in it. */
function hasTimeOfDay(value: number | string): boolean {
  return typeof value === 'number' || /^\s*-?\d+\s*$|\d:\d/.test(value);
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
      time: formatDate(item.time, { timeZone: format.timeZone, time: hasTimeOfDay(item.time) }),
      type: item.type,
      content: item.content,
    })),
  }));
}
