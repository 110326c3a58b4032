/** The rating modal of a complaint's detail page. */
export interface RatingState {
  open: boolean;
  /** Stars chosen, 0 for none. */
  stars: number;
  /** The score is on its way. */
  sending: boolean;
  /** Rated on this page view: the modal does not ask again. */
  rated: boolean;
}

export type RatingEvent =
  | { type: 'prompt' }
  | { type: 'choose'; stars: number }
  | { type: 'cancel' }
  | { type: 'send' }
  | { type: 'sent' }
  | { type: 'failed' };

export const unrated: RatingState = { open: false, stars: 0, sending: false, rated: false };

/**
 * Spec section 4: stars fill up to the one tapped; Cancel closes and resets; a sent score
 * closes and resets; a refused one keeps the modal open with its stars. Nothing changes while
 * the score is on its way.
 */
export function ratingReducer(state: RatingState, event: RatingEvent): RatingState {
  if (state.sending && event.type !== 'sent' && event.type !== 'failed') return state;
  switch (event.type) {
    case 'prompt':
      return state.rated ? state : { ...state, open: true };
    case 'choose':
      return { ...state, stars: event.stars };
    case 'cancel':
      return { ...state, open: false, stars: 0 };
    case 'send':
      return { ...state, sending: true };
    case 'sent':
      return { ...unrated, rated: true };
    case 'failed':
      return { ...state, sending: false };
  }
}

/** What Send does now: wait for the score on its way, ask for stars, or send them. */
export function sendStep(state: RatingState): 'wait' | 'choose' | 'send' {
  if (state.sending) return 'wait';
  return state.stars < 1 ? 'choose' : 'send';
}
