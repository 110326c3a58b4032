import { styled } from 'styled-components';
import { close } from '../locale/enLabels.ts';
import { useUiLabels } from '../locale/useUiStrings.ts';

const Root = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin: -${({ theme }) => theme.space.sm};
  margin-left: auto;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  touch-action: manipulation;
`;

/** The × in an overlay's header, labelled with the built-in "close" string. */
export function CloseButton({ onClick }: { onClick: () => void }) {
  const strings = useUiLabels({ close });
  return (
    <Root type="button" aria-label={strings.close} onClick={onClick}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </Root>
  );
}
