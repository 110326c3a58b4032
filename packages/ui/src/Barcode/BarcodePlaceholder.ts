import { styled } from 'styled-components';
import { loadingPulse } from '../internal/loadingPulse.ts';

/**
 * What shows while the encoder's code is on its way (and in its story). In a module of its own: a
 * styled component's declared type names styled-components' internal files, which a package's
 * public types must not.
 */
export const BarcodePlaceholder = styled.div`
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.color.disabled};
  ${loadingPulse}
`;
