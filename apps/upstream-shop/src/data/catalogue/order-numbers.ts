// Article numbers (orderNumber) as the shop prints them: "123.456". The prefix is the product's
// sequence within the 10000 block; the suffix spreads the item index with a stride of 37, so
// they stay unique for up to 26 items per product and 899 products.

export function orderNumberFor(productId: string, index: number): string {
  const sequence = Number(productId) - 10_000;
  return `${100 + sequence}.${String((index * 37 + sequence * 11) % 1000).padStart(3, '0')}`;
}

/** '10401-02' → its order number. */
export function orderNumberOfItemId(itemId: string): string {
  const [productId = '', index = '0'] = itemId.split('-');
  return orderNumberFor(productId, Number(index));
}
