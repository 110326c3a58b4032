import { styled } from 'styled-components';

/** The scrolling content under a page's nav bar. */
export const PageBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
`;
