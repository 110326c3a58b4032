import { useId, useRef } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { BottomSheet } from '../internal/BottomSheet.tsx';
import { CheckIcon } from '../internal/CheckIcon.tsx';
import { HiddenInput } from '../internal/HiddenInput.ts';
import { ModalHeader } from '../internal/ModalHeader.tsx';
import { modalLabels } from '../internal/modalLabels.ts';
import { confirm, noOptions } from '../locale/enLabels.ts';
import { useUiLabels } from '../locale/useUiStrings.ts';
import type { ChannelPickerProps } from './ChannelPicker.tsx';
import { selectedChannel } from './selectedChannel.ts';

export interface ChannelSheetProps
  extends Omit<ChannelPickerProps, 'open' | 'value' | 'defaultValue' | 'onChange'> {
  /** The chosen channel's number; the first channel when it names none. */
  chosen: string | undefined;
  onChoose: (channelNumber: string) => void;
}

// Only the channels scroll: the header, the hint and the button stay in view.
const Body = styled.div`
  display: flex;
  flex: 0 1 auto;
  flex-direction: column;
  min-height: 0;
  padding-top: ${({ theme }) => theme.space.md};
`;

const Hint = styled.p`
  margin: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.sm}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Group = styled.div`
  min-height: 0;
  max-height: 50vh;
  max-height: 50dvh;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Choice = styled.label`
  position: relative;
  display: block;
  cursor: pointer;
  touch-action: manipulation;
`;

const Row = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;

  ${HiddenInput}:checked + & { font-weight: ${({ theme }) => theme.font.weight.bold}; }
  ${HiddenInput}:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

const Logo = styled.img`
  flex: none;
  width: 32px;
  height: 32px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Footer = styled.div`
  flex: none;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};
`;

/** The open ChannelPicker, loaded apart from it. */
export default function ChannelSheet({
  onClose,
  channels,
  title,
  hint,
  chosen,
  onChoose,
  onConfirm,
  confirmText,
  busy = false,
  emptyText,
}: ChannelSheetProps) {
  const strings = useUiLabels({ confirm, noOptions });
  const id = useId();
  const ids = { title: `${id}title`, body: `${id}body` };
  const checkedRadio = useRef<HTMLInputElement>(null);
  const selected = selectedChannel(channels, chosen);

  return (
    <BottomSheet
      onClose={onClose}
      initialFocus={checkedRadio}
      labels={modalLabels(ids, title != null, hint)}
    >
      <ModalHeader titleId={ids.title} title={title} onClose={onClose} />
      <Body id={ids.body}>
        {hint && <Hint id={`${id}hint`}>{hint}</Hint>}
        {selected ? (
          <Group
            role="radiogroup"
            aria-labelledby={hint ? `${id}hint` : undefined}
            aria-label={hint ? undefined : title}
          >
            {channels.map((channel) => {
              const checked = channel === selected;
              return (
                <Choice key={channel.channelNumber}>
                  <HiddenInput
                    ref={checked ? checkedRadio : undefined}
                    type="radio"
                    name={`${id}channel`}
                    value={channel.channelNumber}
                    checked={checked}
                    onChange={() => onChoose(channel.channelNumber)}
                  />
                  <Row>
                    {channel.logo && <Logo src={channel.logo} alt={channel.logoAlt ?? ''} />}
                    {channel.name}
                    {checked && <CheckIcon />}
                  </Row>
                </Choice>
              );
            })}
          </Group>
        ) : (
          <Empty>{emptyText ?? strings.noOptions}</Empty>
        )}
      </Body>
      <Footer>
        <Button
          block
          busy={busy}
          disabled={!selected}
          onClick={() => (selected ? onConfirm(selected) : undefined)}
        >
          {confirmText ?? strings.confirm}
        </Button>
      </Footer>
    </BottomSheet>
  );
}
