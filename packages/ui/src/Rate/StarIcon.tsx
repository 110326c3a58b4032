import { styled } from 'styled-components';

const Svg = styled.svg<{ $filled: boolean; $size: number }>`
  display: block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  fill: ${({ $filled, theme }) => ($filled ? theme.color.rating : 'none')};
  stroke: ${({ $filled, theme }) => ($filled ? theme.color.rating : theme.color.control)};
  stroke-width: 1.5;
  stroke-linejoin: round;
`;

export interface StarIconProps {
  filled: boolean;
  size: number;
}

export function StarIcon({ filled, size }: StarIconProps) {
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" $filled={filled} $size={size}>
      <path d="M12 2.8l2.8 5.7 6.3.9-4.55 4.43 1.07 6.27L12 17.14l-5.62 2.96 1.07-6.27L2.9 9.4l6.3-.9z" />
    </Svg>
  );
}
