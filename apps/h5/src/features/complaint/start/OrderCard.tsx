import { Button, Logo } from '@hiram/ui';
import { useId } from 'react';
import { styled } from 'styled-components';
import { usePackText } from '../../../i18n/index.ts';
import { Heading } from '../../../screen/index.ts';
import { fileText } from '../text/file/index.ts';
import type { ShownOrder } from './startScreen.ts';

export interface OrderCardProps {
  order: ShownOrder | null;
  onOpenOrders: () => void;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

/** The heading and 'All'; on a narrow phone with large text 'All' goes under the heading. */
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Product = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** Each row's value beside its label, or under it where both do not fit: never broken in two. */
const Rows = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  & > div {
    min-width: 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${({ theme }) => theme.space.md};
  }
  dt, dd { min-width: 0; overflow-wrap: break-word; }
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0 0 0 auto; text-align: end; }
`;

/** The order the complaint is about, or a note that there is none; 'All' lists every order. */
export function OrderCard({ order, onOpenOrders }: OrderCardProps) {
  const t = usePackText(fileText);
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId}>
      <Head>
        <Heading id={headingId}>{t('file.start.order')}</Heading>
        <Button
          variant="secondary"
          aria-label={t('file.start.allTitle')}
          aria-haspopup="dialog"
          onClick={onOpenOrders}
        >
          {t('file.start.all')}
        </Button>
      </Head>
      {order ? (
        <>
          <Product>
            <Logo src={order.logo} />
            <div>
              <Name>{order.name}</Name>
              <Muted>{t('file.start.orderNo', { orderNo: order.orderNo })}</Muted>
            </div>
          </Product>
          {order.status && <Muted>{order.status}</Muted>}
          {order.rows.length > 0 && (
            <Rows>
              {order.rows.map((row, index) => (
                // Titles may repeat and the rows never move: the position tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <div key={index}>
                  <dt>{row.title}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </Rows>
          )}
        </>
      ) : (
        <>
          <Name>{t('file.start.noOrder.title')}</Name>
          <Muted>{t('file.start.noOrder.body')}</Muted>
        </>
      )}
    </Root>
  );
}
