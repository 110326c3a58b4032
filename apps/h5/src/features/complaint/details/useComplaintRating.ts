import { toast } from '@hiram/ui';
import { useEffect, useReducer, useRef } from 'react';
import { complaintApi } from '../../../api/index.ts';
import { usePackText } from '../../../i18n/index.ts';
import { followText } from '../text/follow/index.ts';
import { scheduleRatingPrompt } from './ratingPrompt.ts';
import { type RatingState, ratingReducer, sendStep, unrated } from './ratingState.ts';

export interface ComplaintRating {
  rating: RatingState;
  onStars: (stars: number) => void;
  onCancelRating: () => void;
  onSendRating: () => Promise<void>;
}

/**
 * The rating modal of complaint `problemId`: it opens `delayMs` after `asks` turns true (the
 * detail shows and asks for a score), never once the page is left, and sends the score once.
 */
export function useComplaintRating(
  problemId: string,
  asks: boolean,
  delayMs: number,
): ComplaintRating {
  const f = usePackText(followText);
  const [rating, dispatch] = useReducer(ratingReducer, unrated);
  const inFlight = useRef(false);

  useEffect(() => {
    if (!asks) return;
    return scheduleRatingPrompt(() => dispatch({ type: 'prompt' }), delayMs);
  }, [asks, delayMs]);

  const onSendRating = async () => {
    const step = sendStep(rating);
    if (step === 'wait' || inFlight.current) return;
    if (step === 'choose') {
      toast.show(f('follow.rating.choose'));
      return;
    }
    inFlight.current = true;
    dispatch({ type: 'send' });
    try {
      await complaintApi.saveComplaintScore({ problemId, score: rating.stars });
      dispatch({ type: 'sent' });
      toast.show(f('follow.rating.thanks'));
    } catch {
      // The client has toasted the server's message; the stars stay for another try.
      dispatch({ type: 'failed' });
    } finally {
      inFlight.current = false;
    }
  };

  return {
    rating,
    onStars: (stars) => dispatch({ type: 'choose', stars }),
    onCancelRating: () => dispatch({ type: 'cancel' }),
    onSendRating,
  };
}
