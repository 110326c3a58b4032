import { ProductCard } from '@hiram/ui';
import { styled } from 'styled-components';
import { usePackText } from '../../../i18n/index.ts';
import type { RecommendedProduct } from '../../../model/index.ts';
import { Section } from '../../../screen/index.ts';
import { orderText } from '../text/order/index.ts';

export interface RecommendedProductsProps {
  products: readonly RecommendedProduct[];
  /** When it returns a promise the product's button stays busy until it settles. */
  onSelect: (product: RecommendedProduct) => unknown;
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The server's recommended products as cards under one heading; nothing when there are none.
 * Their logos arrive checked by the page (`withCheckedLogos`).
 */
export function RecommendedProducts({ products, onSelect }: RecommendedProductsProps) {
  const o = usePackText(orderText);
  if (products.length === 0) return null;
  return (
    <Section title={o('order.products.title')} variant="plain">
      <List>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard
              name={product.name}
              logo={product.logo}
              buttonText={product.buttonText}
              range={product.range}
              rangeDesc={product.rangeDesc}
              rate={product.rate}
              desc={product.desc}
              enabled={product.enable === 1}
              onSelect={() => onSelect(product)}
            />
          </li>
        ))}
      </List>
    </Section>
  );
}
