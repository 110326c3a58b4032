import type { MouseEvent } from 'react';
import { styled } from 'styled-components';

const paths = {
  close: 'M6 6l12 12M18 6L6 18',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
};

const Root = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
  cursor: pointer;
  touch-action: manipulation;
`;

export interface PreviewButtonProps {
  label: string;
  icon: keyof typeof paths;
  onPress: () => void;
}

/** A round icon button over the preview; its tap does not reach the backdrop, which closes. */
export function PreviewButton({ label, icon, onPress }: PreviewButtonProps) {
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    onPress();
  };
  return (
    <Root type="button" aria-label={label} onClick={onClick}>
      <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
        <path
          d={paths[icon]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Root>
  );
}
