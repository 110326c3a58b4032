/**
 * Which modal the confirm screen shows. The agreement modal (popAgreementUrl) and the older
 * page's promotion wait their turn, in that order; the 'Point out' retention dialog goes on top
 * of either when the borrower tries to leave, and what was under it comes back when they stay.
 */
export type QueuedOverlay = 'agreement' | 'promo';
export type Overlay = QueuedOverlay | 'pointOut';

export interface OverlayState {
  queue: readonly QueuedOverlay[];
  /** How many of the queue the borrower has dismissed, on this page or before leaving it. */
  dismissed: number;
  pointOut: boolean;
}

export type OverlayEvent =
  /**
   * The confirm data arrived; `dismissed` counts the modals already dismissed on this history
   * entry, before an agreement link led away from it.
   */
  | { type: 'loaded'; popAgreementUrl: string; promo: boolean; dismissed: number }
  /** Agree on the agreement modal, or the promotion closed: the next one shows. */
  | { type: 'dismiss' }
  /**
   * Back, when the server asked to retain the borrower: it asks with 'Point out', and a back
   * while it asks closes it, as the phone's back closes any dialog first.
   */
  | { type: 'back' }
  /** Agree on 'Point out'. */
  | { type: 'stay' };

export const noOverlay: OverlayState = { queue: [], dismissed: 0, pointOut: false };

export function overlayReducer(state: OverlayState, event: OverlayEvent): OverlayState {
  switch (event.type) {
    case 'loaded': {
      const queue: QueuedOverlay[] = [];
      if (event.popAgreementUrl.trim() !== '') queue.push('agreement');
      if (event.promo) queue.push('promo');
      return { queue, dismissed: event.dismissed, pointOut: false };
    }
    case 'dismiss':
      return { ...state, dismissed: state.dismissed + 1 };
    case 'back':
      return { ...state, pointOut: !state.pointOut };
    case 'stay':
      return { ...state, pointOut: false };
  }
}

export function visibleOverlay(state: OverlayState): Overlay | null {
  if (state.pointOut) return 'pointOut';
  return state.queue[state.dismissed] ?? null;
}

/**
 * Whether Loan Now waits: the agreement modal is still owed (its code may be on its way, or
 * Point out covers it). Its Cancel is the borrower's way out, so the loan is never taken first.
 */
export function holdsLoan(state: OverlayState): boolean {
  return state.queue[state.dismissed] === 'agreement';
}

/** Spec: the retention dialog answers back only when isPopType is 1. */
export function retainsOnBack(isPopType: number): boolean {
  return isPopType === 1;
}
