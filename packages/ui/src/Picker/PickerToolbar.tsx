import { styled } from 'styled-components';
import { cancel, confirm } from '../locale/enLabels.ts';
import { useUiLabels } from '../locale/useUiStrings.ts';

export interface PickerToolbarProps {
  titleId: string;
  title: string;
  onCancel: () => void;
  onConfirm: () => void;
  confirmDisabled: boolean;
  confirmText?: string | undefined;
  cancelText?: string | undefined;
}

/** Cancel, the title, Confirm; labels too long for one row (a wordy language, large text) wrap. */
const Bar = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled.h2`
  flex: 1 1 5rem;
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/** A text button: lighter than `Button`, which a toolbar does not need (no busy state). */
const Action = styled.button`
  flex: 0 1 auto;
  min-width: 44px;
  margin-left: auto;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.control};
  background: transparent;
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  cursor: pointer;
  touch-action: manipulation;

  &:disabled {
    background: ${({ theme }) => theme.color.disabled};
    color: ${({ theme }) => theme.color.onDisabled};
    cursor: not-allowed;
  }
`;

const CancelAction = styled(Action)`
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

/** A picker sheet's header: Cancel, the title, Confirm. */
export function PickerToolbar({
  titleId,
  title,
  onCancel,
  onConfirm,
  confirmDisabled,
  confirmText,
  cancelText,
}: PickerToolbarProps) {
  const strings = useUiLabels({ confirm, cancel });
  return (
    <Bar>
      <CancelAction type="button" onClick={onCancel}>
        {cancelText ?? strings.cancel}
      </CancelAction>
      <Title id={titleId}>{title}</Title>
      <Action type="button" disabled={confirmDisabled} onClick={onConfirm}>
        {confirmText ?? strings.confirm}
      </Action>
    </Bar>
  );
}
