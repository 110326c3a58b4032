/** The link guard's image rule: the `src` to use, or `undefined` when refused. */
export type ImageCheck = (raw: unknown) => string | undefined;

/** The products with each logo replaced by what `image` allows, `''` (no logo) where it refused. */
export function withCheckedLogos<TProduct extends { logo: string }>(
  products: readonly TProduct[],
  image: ImageCheck,
): TProduct[] {
  return products.map((product) => ({ ...product, logo: image(product.logo) ?? '' }));
}
