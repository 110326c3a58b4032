import { FoldList, StatusHero } from '@hiram/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import type { OrderDetail } from '../../../api/index.ts';
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

const Logo = styled.img`
  flex: none;
  width: 40px;
  height: 40px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.sm};
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

/** The order's status, its product and the server's detail rows. */
export function OrderSummary(order: OrderSummaryProps) {
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null);
  const rows = order.userOrderDetail.detail;
  return (
    <>
      <StatusHero
        variant={statusIcon(order.orderStatus)}
        title={order.noticeStatusText}
        description={order.noticeDesText}
      />
      <Card aria-label={order.productName || undefined}>
        <Product>
          {order.productLogo && brokenLogo !== order.productLogo && (
            <Logo
              src={order.productLogo}
              alt=""
              width={40}
              height={40}
              onError={() => setBrokenLogo(order.productLogo)}
            />
          )}
          <Name>{order.productName}</Name>
        </Product>
        <FoldList rows={rows} defaultExpanded />
      </Card>
    </>
  );
}
