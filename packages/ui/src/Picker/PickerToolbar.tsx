import { styled } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { useUiStrings } from '../locale/useUiStrings.ts';

export interface PickerToolbarProps {
  titleId: string;
  title: string;
  onCancel: () => void;
  onConfirm: () => void;
  confirmDisabled: boolean;
  confirmText?: string;
  cancelText?: string;
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: -${({ theme }) => theme.space.sm} -${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => `0 ${theme.space.sm} ${theme.space.sm}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Action = styled(Button)`
  flex: none;
  min-width: 44px;
  padding-inline: ${({ theme }) => theme.space.md};
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
  const strings = useUiStrings();
  return (
    <Bar>
      <CancelAction variant="ghost" onClick={onCancel}>
        {cancelText ?? strings.cancel}
      </CancelAction>
      <Title id={titleId}>{title}</Title>
      <Action variant="ghost" disabled={confirmDisabled} onClick={onConfirm}>
        {confirmText ?? strings.confirm}
      </Action>
    </Bar>
  );
}
