import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import { IconButton, LineIcon } from '../internal/IconButton.tsx';

const paths = {
  close: 'M6 6l12 12M18 6L6 18',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
};

const Root = styled(IconButton)`
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
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
    <Root aria-label={label} onClick={onClick}>
      <LineIcon d={paths[icon]} size={22} />
    </Root>
  );
}
