import type { Session } from '../../../session/index.ts';

/** Contract section 3: `currencyType` from the page URL, else the session's (1 is the rupee). */
export function currencyFlagFrom(search: string, session: Pick<Session, 'currencyType'>): string {
  return new URLSearchParams(search).get('currencyType')?.trim() || session.currencyType;
}
