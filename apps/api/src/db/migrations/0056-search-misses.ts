import type { Migration } from '../migrate.ts';

/**
 * What visitors searched for and found nothing, by day (decision 0054): the parts desk sees the most searched
 * ones with the words the catalogue does not know, the words to teach the search. One row per day and search
 * (typed, spaces collapsed, lower case), counted; rows older than a year are pruned as new ones arrive.
 */
export default {
  sql: [
    `create table search_misses (
      day varchar(10) not null,
      query varchar(64) not null,
      n integer not null,
      last_at varchar(40) not null,
      primary key (day, query)
    )`,
  ],
} satisfies Migration;
