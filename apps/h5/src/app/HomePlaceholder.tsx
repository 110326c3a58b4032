import { styled } from 'styled-components';

const Header = styled.header`
  padding: calc(var(--safe-top) + ${({ theme }) => theme.space.xl}) ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.gradient};
  color: ${({ theme }) => theme.color.onGradient};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

/** Stands in for the routes, which arrive with the app-core issue. */
export function HomePlaceholder({ appName }: { appName: string }) {
  return (
    <Header>
      <Title>{appName}</Title>
    </Header>
  );
}
