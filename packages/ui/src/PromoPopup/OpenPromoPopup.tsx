import { useId, useRef } from 'react';
import { keyframes, styled } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Backdrop } from '../internal/Backdrop.ts';
import { CloseButton } from '../internal/CloseButton.tsx';
import { Portal } from '../internal/Portal.tsx';
import { useModal } from '../internal/useModal.ts';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion.ts';
import { useUiStrings } from '../locale/useUiStrings.ts';
import type { PromoPopupProps } from './PromoPopup.tsx';

const POINTER_SIZE = 40;

const tap = keyframes`
  50% { transform: translate(-6px, -8px) scale(0.92); }
`;

const Layout = styled(Backdrop)`
  align-items: center;
  justify-content: center;
  padding: max(16px, env(safe-area-inset-top)) 16px max(16px, env(safe-area-inset-bottom));
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 360px;
  max-height: 100%;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &:focus { outline: none; }
`;

const Message = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
  overflow-wrap: anywhere;
`;

// The bottom padding is room for the pointer under the button.
const ActionArea = styled.div`
  position: relative;
  padding-bottom: ${POINTER_SIZE / 2}px;
`;

const Pointer = styled.svg<{ $still: boolean }>`
  position: absolute;
  right: 18%;
  bottom: 0;
  width: ${POINTER_SIZE}px;
  height: ${POINTER_SIZE}px;
  color: ${({ theme }) => theme.color.text};
  stroke: ${({ theme }) => theme.color.surface};
  pointer-events: none;
  animation: ${({ $still }) => ($still ? 'none' : tap)} 1.2s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The popup while it is open: loaded on its own by `PromoPopup`. */
export default function OpenPromoPopup({
  message,
  actionText,
  onAction,
  onClose,
  actionBusy = false,
  'aria-label': label,
}: Omit<PromoPopupProps, 'open'>) {
  const strings = useUiStrings();
  const still = usePrefersReducedMotion();
  const messageId = useId();
  const card = useRef<HTMLDivElement>(null);
  useModal(card, onClose);

  return (
    <Portal>
      <Layout $layer="dialog">
        <Card
          ref={card}
          role="dialog"
          aria-modal="true"
          aria-label={label ?? strings.specialOffer}
          aria-describedby={messageId}
          tabIndex={-1}
        >
          <CloseButton onClick={onClose} />
          <Message id={messageId}>{message}</Message>
          <ActionArea>
            <Button block busy={actionBusy} onClick={onAction}>
              {actionText}
            </Button>
            <Pointer $still={still} data-pointer="" aria-hidden="true" viewBox="0 0 24 24">
              <path
                d="M9 11V4.5a1.5 1.5 0 0 1 3 0V10l5 1a2 2 0 0 1 2 2l-1 6a2 2 0 0 1-2 2h-5l-5-6a1.5 1.5 0 0 1 2-2l1 2Z"
                fill="currentColor"
                strokeWidth="1.2"
              />
            </Pointer>
          </ActionArea>
        </Card>
      </Layout>
    </Portal>
  );
}
