import { styled } from 'styled-components';
import { usePackText } from '../../../i18n/index.ts';
import { followText } from '../text/follow/index.ts';
import type { Pictures } from './complaintDetailScreen.ts';

export interface PictureGridProps {
  pictures: Pictures;
  /** Enlarges the picture at `index`. */
  onEnlarge: (index: number) => void;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.button`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.background};
  cursor: zoom-in;
  touch-action: manipulation;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Thumbnails that enlarge when tapped, and a note when some pictures cannot be shown. */
export function PictureGrid({ pictures: { srcs, blocked }, onEnlarge }: PictureGridProps) {
  const f = usePackText(followText);
  return (
    <>
      {srcs.length > 0 && (
        <Grid>
          {srcs.map((src, index) => (
            <li key={src}>
              <Thumb
                type="button"
                aria-label={f('follow.details.enlarge', { index: index + 1, total: srcs.length })}
                onClick={() => onEnlarge(index)}
              >
                <Picture src={src} alt="" loading="lazy" decoding="async" />
              </Thumb>
            </li>
          ))}
        </Grid>
      )}
      {blocked && <Note>{f('follow.details.picturesBlocked')}</Note>}
    </>
  );
}
