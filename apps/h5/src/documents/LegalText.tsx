import { type MouseEvent, useId } from 'react';
import { styled } from 'styled-components';
import { usePackText } from '../i18n/index.ts';
import type { LegalBlock, LegalDocument } from './legalDocument.ts';
import { legalText } from './text/legal/index.ts';

export interface LegalTextProps {
  /** The document with its placeholders filled (`fillDocument`). */
  document: LegalDocument;
}

/**
 * A click on a `#section` link: focus goes to the section and its top (its heading) to the top of
 * the view, clear of the nav bar (`scroll-padding`); focus alone would centre a section taller
 * than the view, its heading out of sight. The address stays.
 * A `#section` address would be a history entry of its own, with no state: Back would stop on
 * it, the app would take it for its first page (and close the web view), and on the landing,
 * whose router reads the hash, it would be taken for a route. Before the page's code has woken,
 * the links are plain anchors.
 */
function jumpInPlace(event: MouseEvent<HTMLElement>): void {
  const { target } = event;
  const link = target instanceof Element ? target.closest('a[href^="#"]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const section = link.ownerDocument.getElementById(link.hash.slice(1));
  if (!section) return;
  event.preventDefault();
  section.tabIndex = -1;
  section.focus({ preventScroll: true });
  section.scrollIntoView({ block: 'start' });
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
  color: ${({ theme }) => theme.color.text};
  line-height: 1.6;
  overflow-wrap: anywhere;
`;

const Paragraph = styled.p`
  margin: 0;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-inline-start: 1.25em;
`;

const Contents = styled.nav`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const ContentsTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const ContentsList = styled.ol`
  margin: 0;
  padding-inline-start: 1.5em;

  /*
   * A tall target whose top sits on the line's top: its text then shares the number's baseline,
   * and the number stays put while a slow network has delivered the link but not its words (an
   * empty inline-block's baseline is its bottom edge).
   */
  a {
    display: inline-block;
    vertical-align: top;
    min-height: 44px;
    color: ${({ theme }) => theme.color.accentText};
  }
`;

const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const PartHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const ToContents = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  align-self: flex-start;
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) =>
    typeof block === 'string' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a document's blocks never move
      <Paragraph key={index}>{block}</Paragraph>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a document's blocks never move
      <List key={index}>
        {block.list.map((item, itemIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a list's items never move
          <li key={itemIndex}>{item}</li>
        ))}
      </List>
    ),
  );
}

/**
 * A legal text as a phone reads it: the intro, a table of contents linking to each section's
 * anchor, then the sections. No frame of its own: the app's page and the site's tab embed it.
 */
export function LegalText({ document }: LegalTextProps) {
  const l = usePackText(legalText);
  const contentsId = `${useId()}contents`;
  const titleId = `${contentsId}-title`;
  return (
    <Article onClick={jumpInPlace}>
      <Blocks blocks={document.intro} />
      <Contents id={contentsId} aria-labelledby={titleId}>
        <ContentsTitle id={titleId}>{l('legal.contents')}</ContentsTitle>
        <ContentsList>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ContentsList>
      </Contents>
      {document.sections.map((section) => (
        <Part key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <PartHeading id={`${section.id}-heading`}>{section.heading}</PartHeading>
          <Blocks blocks={section.body} />
          <ToContents href={`#${contentsId}`}>{l('legal.backToContents')}</ToContents>
        </Part>
      ))}
    </Article>
  );
}
