import { useId, useRef } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Backdrop } from '../internal/Backdrop.ts';
import { ModalBody } from '../internal/ModalBody.tsx';
import { ModalHeader } from '../internal/ModalHeader.tsx';
import { modalLabels } from '../internal/modalLabels.ts';
import { Portal } from '../internal/Portal.tsx';
import { useModal } from '../internal/useModal.ts';
import type { DialogProps } from './Dialog.tsx';

const Layout = styled(Backdrop)`
  align-items: center;
  justify-content: center;
  padding: max(16px, env(safe-area-inset-top)) max(16px, env(safe-area-inset-right))
    max(16px, env(safe-area-inset-bottom)) max(16px, env(safe-area-inset-left));
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 400px;
  max-height: 100%;
  padding-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &:focus { outline: none; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};

  & > * { flex: 1 1 0; }
`;

/** The open `Dialog`: a chunk of its own, loaded by `Dialog`. */
export default function OpenDialog({
  title,
  children,
  actions,
  closeIcon = false,
  onClose,
  role = 'dialog',
  initialFocus,
  'aria-label': label,
}: Omit<DialogProps, 'open'>) {
  const id = useId();
  const ids = { title: `${id}title`, body: `${id}body` };
  const card = useRef<HTMLDivElement>(null);
  useModal(card, onClose, initialFocus);

  return (
    <Portal>
      <Layout $layer="dialog">
        <Card
          ref={card}
          role={role}
          aria-modal="true"
          tabIndex={-1}
          {...modalLabels(ids, title != null, label)}
        >
          <ModalHeader
            titleId={ids.title}
            title={title}
            onClose={closeIcon ? onClose : undefined}
          />
          <ModalBody id={ids.body}>{children}</ModalBody>
          {actions && actions.length > 0 && (
            <Actions>
              {actions.map(({ key, text, ...action }) => (
                <Button key={key} {...action}>
                  {text}
                </Button>
              ))}
            </Actions>
          )}
        </Card>
      </Layout>
    </Portal>
  );
}
