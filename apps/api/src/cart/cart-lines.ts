import type { Executor } from '../db/index.ts';

/**
 * The session's cart lines joined with their parts and assemblies, in the order they were first added
 * (catalogue order within one add): what the cart shows and what an inquiry snapshots.
 */
export function selectCartLines(db: Executor, sessionId: string) {
  return db
    .selectFrom('cart_items')
    .innerJoin('parts', 'parts.id', 'cart_items.part_id')
    .innerJoin('assemblies', (join) =>
      join
        .onRef('assemblies.model_id', '=', 'parts.model_id')
        .onRef('assemblies.id', '=', 'parts.assembly_id'),
    )
    .select([
      'cart_items.id as item_id',
      'cart_items.qty',
      'parts.id',
      'parts.part_number',
      'parts.description',
      'parts.model_id',
      'parts.assembly_id',
      'assemblies.name as assembly_name',
      'parts.figure',
      'parts.item',
      'parts.price_cents',
      'parts.availability',
      'parts.unit',
    ])
    .where('cart_items.session_id', '=', sessionId)
    .orderBy('cart_items.created_at')
    .orderBy('parts.seq')
    .execute();
}
