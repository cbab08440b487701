const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as dollars: 36900 → "$369.00". */
export const formatPrice = (cents: number) => dollars.format(cents / 100);
