import { styled } from 'styled-components';

const Svg = styled.svg`
  display: block;
  flex: none;
  width: 20px;
  height: 20px;
  margin-left: auto;
  color: ${({ theme }) => theme.color.accentText};
`;

/** The check mark beside a chosen item; the item's own ARIA state says it to screen readers. */
export function CheckIcon() {
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Svg>
  );
}
