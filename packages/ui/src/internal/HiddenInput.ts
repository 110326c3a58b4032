import { styled } from 'styled-components';

/**
 * A native checkbox or radio laid invisibly over its positioned parent, e.g. a label: it takes the
 * taps, the keys and the accessibility, while the element after it draws its state
 * (`${HiddenInput}:checked + &`).
 */
export const HiddenInput = styled.input`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;
