import { Logo } from '@hiram/ui';
import { styled } from 'styled-components';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Lead = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The landing's brand: its logo (already checked), its title and a line under it. */
export function LandingHeader({
  logo,
  title,
  lead,
}: {
  logo: string | undefined;
  title: string;
  lead: string;
}) {
  return (
    <Header>
      <Logo src={logo} size={48} />
      <div>
        <Title>{title}</Title>
        <Lead>{lead}</Lead>
      </div>
    </Header>
  );
}
