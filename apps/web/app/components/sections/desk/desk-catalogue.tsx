import { Link } from 'react-router';
import type { Staff } from './desk-api.ts';
import { CatalogueImport } from './desk-catalogue-import.tsx';
import { PartEditor } from './desk-catalogue-part-editor.tsx';
import { SearchWords } from './desk-catalogue-search-words.tsx';

/**
 * Catalogue upkeep (issue 42 §3), for admins: a CSV's dry run (counts, changes and problems by line),
 * then Apply with a confirm step; a part looked up by number with its price, availability and
 * supersession edited in place; and the search words (a visitor's word read as the catalogue's when the
 * words typed find no part). Desk members see that the page is for admins.
 */
export function DeskCatalogue({ staff }: { staff: Staff }) {
  if (staff.role !== 'admin') {
    return (
      <div className="bg-card border-line mt-8 rounded-lg border p-6" role="status">
        <h2 className="mb-2 text-xl font-bold">Admins only</h2>
        <p className="text-muted">
          Catalogue upkeep is for admins. Ask an admin to change a price or import a catalogue, or{' '}
          <Link to="/desk" className="text-brand underline">
            go back to the inbox
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <div className="mt-8 grid gap-12">
      <CatalogueImport />
      <PartEditor />
      <SearchWords />
    </div>
  );
}
