import { Logo, SkeletonShape } from '@hiram/ui';
import { styled } from 'styled-components';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const LOGO_SIZE = 48;

/** Holds the logo's place while the config that names it loads, so the title never moves over. */
const LogoPlaceholder = styled(SkeletonShape)`
  flex: none;
`;

/**
 * With `$twoLines`, two lines' height whatever its length: the config's title, arriving after the
 * first paint, replaces the landing's own without moving the form (a longer one still does).
 */
const Title = styled.h2<{ $twoLines: boolean }>`
  display: flex;
  align-items: center;
  min-height: ${({ theme, $twoLines }) =>
    $twoLines ? `calc(2em * ${theme.font.lineHeight.tight})` : 'auto'};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

/** Beside the logo, narrower than its longest word when it must be: the config's title is free text. */
const Words = styled.div`
  min-width: 0;
`;

const Lead = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The landing's brand: its logo (already checked), its title and a line under it. While the
 * config `loading`, a placeholder keeps the logo's place; `titleFromConfig` keeps two lines for
 * a title the config replaces.
 */
export function LandingHeader({
  loading,
  logo,
  title,
  titleFromConfig = false,
  lead,
}: {
  loading: boolean;
  logo: string | undefined;
  title: string;
  titleFromConfig?: boolean;
  lead: string;
}) {
  return (
    <Header>
      {loading ? (
        <LogoPlaceholder variant="block" width={LOGO_SIZE} height={LOGO_SIZE} />
      ) : (
        <Logo src={logo} size={LOGO_SIZE} />
      )}
      <Words>
        <Title $twoLines={titleFromConfig}>{title}</Title>
        <Lead>{lead}</Lead>
      </Words>
    </Header>
  );
}
