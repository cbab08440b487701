/** The single-product page showing this product. */
export const productHref = (productId: string) =>
  `/shop/single-product?product=${encodeURIComponent(productId)}`;
