import { sql } from 'kysely';
import { checkSvg } from '../../catalogue/diagram/diagram-svg.ts';
import { svgNamespace } from '../../catalogue/diagram/svg-allow-list.ts';
import type { Migration } from '../migrate.ts';

/**
 * Drawings imported before diagram-svg.ts rebuilt them were stored as slices of their files, checked
 * only by patterns (issue 36). Each is rebuilt now as an import would; one that no longer reads as
 * XML is removed, so its assembly shows the generated drawing until the catalogue's own is imported
 * again. Today's code is used on purpose: what is safe to store is today's knowledge.
 */
export default {
  up: async ({ db }) => {
    const rows = await sql<{
      model_id: string;
      assembly_id: string;
      view_box: string;
      svg: string;
    }>`select model_id, assembly_id, view_box, svg from assembly_diagrams`.execute(db);
    for (const row of rows.rows) {
      const file = `<svg xmlns="${svgNamespace}" viewBox="${row.view_box}">${row.svg}</svg>`;
      const rebuilt = checkSvg(file).svg;
      if (rebuilt) {
        await sql`update assembly_diagrams set svg = ${rebuilt.inner}
          where model_id = ${row.model_id} and assembly_id = ${row.assembly_id}`.execute(db);
      } else {
        await sql`delete from assembly_diagrams
          where model_id = ${row.model_id} and assembly_id = ${row.assembly_id}`.execute(db);
      }
    }
    // Servers drop their cached catalogue answers when the version moves.
    if (rows.rows.length > 0) {
      await sql`update catalogue_state set version = version + 1 where id = 1`.execute(db);
    }
  },
} satisfies Migration;
