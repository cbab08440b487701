import type { Migration } from '../migrate.ts';

/**
 * The desk's inbox search on PostgreSQL (issue 42): "contains" searches of a customer's name, e-mail
 * or company read trigram indexes instead of every row, and a part number prefix reads a pattern
 * index (the default collation's b-tree cannot serve `like 'AN3%'`). SQLite scans; its inboxes are small.
 */
export default {
  postgres: [
    'create extension if not exists pg_trgm with schema public',
    'create index inquiries_name_trgm on inquiries using gin (lower(name) gin_trgm_ops)',
    'create index inquiries_email_trgm on inquiries using gin (lower(email) gin_trgm_ops)',
    'create index inquiries_company_trgm on inquiries using gin (lower(company) gin_trgm_ops)',
    'create index bookings_name_trgm on bookings using gin (lower(name) gin_trgm_ops)',
    'create index bookings_email_trgm on bookings using gin (lower(email) gin_trgm_ops)',
    'create index inquiry_lines_part_pattern on inquiry_lines (part_number varchar_pattern_ops)',
  ],
} satisfies Migration;
