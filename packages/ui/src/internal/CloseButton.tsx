import { styled } from 'styled-components';
import { close } from '../locale/enLabels.ts';
import { useUiLabels } from '../locale/useUiStrings.ts';
import { IconButton, LineIcon } from './IconButton.tsx';

const Root = styled(IconButton)`
  margin: -${({ theme }) => theme.space.sm};
  margin-left: auto;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The × in an overlay's header, labelled with the built-in "close" string. */
export function CloseButton({ onClick }: { onClick: () => void }) {
  const strings = useUiLabels({ close });
  return (
    <Root aria-label={strings.close} onClick={onClick}>
      <LineIcon d="M6 6l12 12M18 6L6 18" size={20} />
    </Root>
  );
}
