import { css } from 'styled-components';

/**
 * A headline amount: one figure, never broken in the middle ("₱20.000,0" over "0" reads as
 * another amount). It takes the theme's largest size and steps down where its box is too narrow
 * for it (a small phone, large text, page zoom): fourteen characters (₱99.999.999,99) fit. The
 * box is the nearest ancestor with `container-type: inline-size`, else the screen. Web views
 * without container units (before Chrome 105 and iOS 16) step down with the screen's width.
 */
export const largeAmount = css`
  font-size: min(${({ theme }) => theme.font.size.xxl}, 8vw);
  font-size: min(${({ theme }) => theme.font.size.xxl}, 11cqi);
  white-space: nowrap;
`;
