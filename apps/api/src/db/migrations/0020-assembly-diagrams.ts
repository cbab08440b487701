import type { Migration } from '../migrate.ts';

/**
 * Exploded-view drawings imported with a catalogue (catalogue/diagram): one per assembly, its SVG
 * and the callout position of each IPC item. Assemblies without one get a drawing generated from
 * their parts, so the table is empty until an import brings drawings.
 */
export default {
  sql: [
    `create table assembly_diagrams (
      model_id varchar(40) not null,
      assembly_id varchar(16) not null,
      view_box varchar(200) not null,
      svg text not null,
      callouts text not null,
      imported_at varchar(40) not null,
      primary key (model_id, assembly_id)
    )`,
  ],
} satisfies Migration;
