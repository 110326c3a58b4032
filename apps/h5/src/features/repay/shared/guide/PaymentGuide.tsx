import { ImagePreview, type PreviewImage } from '@hiram/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { usePackText } from '../../../../i18n/index.ts';
import { Section, useDisplayFormat } from '../../../../screen/index.ts';
import { guideText } from '../../text/guide/index.ts';
import { GuideChannel } from './GuideChannel.tsx';
import { GUIDE_GROUPS, GUIDE_RULES, type GuideKey, guideFigures } from './guideContent.ts';

export interface PaymentGuideProps {
  /** Who the borrower pays, named in the menu steps. */
  biller: string;
}

const Rules = styled.ul`
  margin: 0;
  padding-inline-start: 1.25em;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  & > li + li { margin-top: ${({ theme }) => theme.space.xxs}; }
`;

/** The rules, then every channel group's steps; a tapped picture fills the screen. */
export function PaymentGuide({ biller }: PaymentGuideProps) {
  const t = usePackText(guideText);
  const values = { biller, ...guideFigures(useDisplayFormat('')) };
  const text = (key: GuideKey) => t(key, values);
  const [enlarged, setEnlarged] = useState<PreviewImage | null>(null);
  return (
    <>
      <Section title={t('guide.rules.title')}>
        <Rules>
          {GUIDE_RULES.map((key) => (
            <li key={key}>{text(key)}</li>
          ))}
        </Rules>
      </Section>
      {GUIDE_GROUPS.map((group) => (
        <Section key={group.id} variant="plain" title={t(group.title)}>
          {group.channels.map((channel) => (
            <GuideChannel key={channel.id} channel={channel} text={text} onEnlarge={setEnlarged} />
          ))}
        </Section>
      ))}
      <ImagePreview
        open={enlarged !== null}
        images={enlarged ? [enlarged] : []}
        onClose={() => setEnlarged(null)}
      />
    </>
  );
}
