/**
 * The statistics of each part number in each model, from the parts (table part_numbers, migration
 * 0015): the grouped search's counts, prices, units, best availability and supersession.
 */
export const partNumberStatsSelect = `select search_key, part_number, model_id,
  min(seq) as first_seq, count(*) as n, count(distinct assembly_id) as assemblies,
  min(price_cents) as low, max(price_cents) as high,
  sum(case when price_cents is null then 1 else 0 end) as unpriced,
  min(unit) as low_unit, max(unit) as high_unit,
  min(case availability when 'in-stock' then 0 when 'limited' then 1 when 'backorder' then 2
    else 3 end) as availability,
  max(superseded_by) as superseded_by
  from parts group by search_key, part_number, model_id`;

/** The same statistics for the parts of one search key only (`$1`): an edit of one part number. */
export const partNumberStatsOfKeySelect = partNumberStatsSelect.replace(
  'from parts group by',
  'from parts where search_key = $1 group by',
);
