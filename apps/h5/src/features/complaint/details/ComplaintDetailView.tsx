import { TextAreaCounter } from '@hiram/ui';
import { styled } from 'styled-components';
import { usePackText, useT } from '../../../i18n/index.ts';
import { type ResourceState, ScreenLayout, Section } from '../../../screen/index.ts';
import { MAX_DETAIL } from '../describe/draft.ts';
import { followText } from '../text/follow/index.ts';
import type { ComplaintDetailScreen } from './complaintDetailScreen.ts';
import { LazyRatingDialog } from './lazyLayers.ts';
import { PictureGrid } from './PictureGrid.tsx';
import { PicturePreview } from './PicturePreview.tsx';
import { ProcessResultBlock } from './ProcessResultBlock.tsx';
import type { RatingState } from './ratingState.ts';

/** The picture shown full screen: the borrower's own, or the agent's. */
export interface PreviewTarget {
  group: 'complaint' | 'result';
  index: number;
}

export interface ComplaintDetailViewProps {
  /** The complaint with its pictures already through the link guard. */
  state: ResourceState<ComplaintDetailScreen>;
  onRetry: () => void;
  onBack: () => void;
  preview: PreviewTarget | null;
  onEnlarge: (target: PreviewTarget) => void;
  onClosePreview: () => void;
  rating: Pick<RatingState, 'open' | 'stars' | 'sending'>;
  onStars: (stars: number) => void;
  onCancelRating: () => void;
  /** A returned promise keeps Send busy until it settles. */
  onSendRating: () => unknown;
}

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
`;

const Tag = styled.li`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.accentText};
  /* A pill on one line, a rounded box on several: text wraps clear of the curve. */
  border-radius: min(${({ theme }) => theme.radius.pill}, 1em);
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Content = styled.div`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const previewed = (complaint: ComplaintDetailScreen, target: PreviewTarget | null) =>
  target?.group === 'result' ? (complaint.result?.pictures.srcs ?? []) : complaint.pictures.srcs;

/** `/complainDetails`: one complaint, the agent's answer, and the rating modal. */
export function ComplaintDetailView({
  state,
  onRetry,
  onBack,
  preview,
  onEnlarge,
  onClosePreview,
  rating,
  onStars,
  onCancelRating,
  onSendRating,
}: ComplaintDetailViewProps) {
  const t = useT();
  const f = usePackText(followText);
  return (
    <ScreenLayout
      title={t('title.complainDetails')}
      onBack={onBack}
      state={state}
      onRetry={onRetry}
    >
      {(complaint) => (
        <>
          <Section title={f('follow.details.type')}>
            <Tags>
              <Tag>{complaint.type}</Tag>
              {complaint.sonType && <Tag>{complaint.sonType}</Tag>}
            </Tags>
          </Section>
          <Content>
            <TextAreaCounter
              label={f('follow.details.content')}
              value={complaint.content}
              readOnly
              maxLength={MAX_DETAIL}
            />
          </Content>
          {(complaint.pictures.srcs.length > 0 || complaint.pictures.blocked) && (
            <Section title={f('follow.details.pictures')}>
              <PictureGrid
                pictures={complaint.pictures}
                onEnlarge={(index) => onEnlarge({ group: 'complaint', index })}
              />
            </Section>
          )}
          {complaint.result && (
            <ProcessResultBlock
              result={complaint.result}
              onEnlarge={(index) => onEnlarge({ group: 'result', index })}
            />
          )}
          <PicturePreview
            open={preview !== null}
            srcs={previewed(complaint, preview)}
            index={preview?.index ?? 0}
            onClose={onClosePreview}
          />
          <LazyRatingDialog
            open={rating.open}
            stars={rating.stars}
            sending={rating.sending}
            onStars={onStars}
            onCancel={onCancelRating}
            onSend={onSendRating}
          />
        </>
      )}
    </ScreenLayout>
  );
}
