import { styled } from 'styled-components';

/**
 * A round 44 px button that shows only an icon, so it needs an `aria-label`. Its colours and
 * place come from `styled(IconButton)`; the icon, usually a `LineIcon`, is its child.
 */
export const IconButton = styled.button.attrs({ type: 'button' })`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  touch-action: manipulation;
`;

/** A decorative icon: the path `d` in a 24×24 box, stroked 2 px round in the current colour. */
export function LineIcon({ d, size }: { d: string; size: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
