import { styled } from 'styled-components';

/**
 * A tab panel's box, shared by `TabPanel` and `Tabs`. In a module of its own: a styled component's
 * declared type names styled-components' internal files, which a package's public types must not.
 */
export const TabPanelRoot = styled.div`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;
