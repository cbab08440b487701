/** Tables of the parts cart (migration 0011-carts). */
export interface CartsTable {
  session_id: string;
  /** Set by POST cart with an e-mail; GET cart/{email} answers only the same session with it. */
  email: string | null;
  created_at: string;
  updated_at: string;
}

export interface CartItemsTable {
  /** Random, so item ids say nothing about other carts. */
  id: string;
  session_id: string;
  part_id: string;
  qty: number;
  created_at: string;
}

export interface CartTables {
  carts: CartsTable;
  cart_items: CartItemsTable;
}
