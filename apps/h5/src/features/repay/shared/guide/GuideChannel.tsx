import { Disclosure } from '@hiram/ui';
import { styled } from 'styled-components';
import type { GuideChannel as Channel, GuideKey } from './guideContent.ts';
import { GUIDE_PICTURES } from './guidePictures.ts';

export interface GuideChannelProps {
  channel: Channel;
  /** The pack's text with the biller filled in. */
  text: (key: GuideKey) => string;
  /** A tap on the channel's picture. */
  onEnlarge: (image: { src: string; alt: string }) => void;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const List = styled.ol`
  margin: 0;
  padding-inline-start: 1.5em;

  & > li + li { margin-top: ${({ theme }) => theme.space.xxs}; }
`;

const FactsTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const PictureButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  cursor: zoom-in;
  touch-action: manipulation;

  & > img {
    display: block;
    width: 100%;
    max-width: 160px;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
  }
`;

/** One channel, folded under its name: its steps, its limits and posting time, its picture. */
export function GuideChannel({ channel, text, onEnlarge }: GuideChannelProps) {
  const picture = channel.picture;
  const src = picture ? GUIDE_PICTURES[picture.id] : '';
  return (
    <Disclosure title={text(channel.name)} headingLevel={3}>
      <Body>
        {channel.steps.length > 0 && (
          <List>
            {channel.steps.map((key) => (
              <li key={key}>{text(key)}</li>
            ))}
          </List>
        )}
        {channel.facts.length > 0 && (
          <>
            <FactsTitle>{text('guide.facts')}</FactsTitle>
            <List as="ul">
              {channel.facts.map((key) => (
                <li key={key}>{text(key)}</li>
              ))}
            </List>
          </>
        )}
        {picture && (
          <PictureButton type="button" onClick={() => onEnlarge({ src, alt: text(picture.alt) })}>
            <img src={src} alt={text(picture.alt)} loading="lazy" decoding="async" />
            <span>{text('guide.enlarge')}</span>
          </PictureButton>
        )}
      </Body>
    </Disclosure>
  );
}
