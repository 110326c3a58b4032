import { FoldList, Logo, StatusHero } from '@hiram/ui';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import type { OrderDetail } from '../../../model/index.ts';
import { focusTitle } from '../../../screen/focusTitle.ts';
import { statusIcon } from './orderActions.ts';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Product = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Name = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

export type OrderSummaryProps = Pick<
  OrderDetail,
  | 'orderStatus'
  | 'noticeStatusText'
  | 'noticeDesText'
  | 'productLogo'
  | 'productName'
  | 'userOrderDetail'
>;

/**
 * The order's status, its product and the server's detail rows. The status is read out when a
 * refresh changes it (the borrower back from paying in another app).
 */
export function OrderSummary(order: OrderSummaryProps) {
  const rows = order.userOrderDetail.detail;
  const status = useRef<HTMLDivElement>(null);
  const shownStatus = useRef(order.orderStatus);
  useEffect(() => {
    if (shownStatus.current === order.orderStatus) return;
    shownStatus.current = order.orderStatus;
    // A refresh on return swapped the buttons: the tapped one is gone, focus with it.
    if (document.activeElement !== document.body) return;
    focusTitle(status.current?.querySelector<HTMLElement>('h2') ?? null);
  }, [order.orderStatus]);
  return (
    <>
      <div ref={status} aria-live="polite">
        <StatusHero
          variant={statusIcon(order.orderStatus)}
          title={order.noticeStatusText}
          description={order.noticeDesText}
        />
      </div>
      <Card aria-label={order.productName || undefined}>
        <Product>
          <Logo src={order.productLogo} />
          <Name>{order.productName}</Name>
        </Product>
        <FoldList rows={rows} foldAt={rows.length} />
      </Card>
    </>
  );
}
