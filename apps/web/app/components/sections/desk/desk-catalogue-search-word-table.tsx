import type { SearchWord } from '@contrail/contracts';
import type { Ref } from 'react';
import { Button } from '~/components/ui/button.tsx';

/** The taught words, by the visitor's word, each with its Remove button. */
export function SearchWordTable({
  words,
  removing,
  onRemove,
  tableRef,
}: {
  words: SearchWord[];
  removing: string | undefined;
  onRemove: (word: SearchWord) => Promise<void>;
  tableRef: Ref<HTMLTableElement>;
}) {
  return (
    <div className="border-line relative overflow-x-auto rounded-lg border">
      <table ref={tableRef} className="w-full border-collapse text-start text-sm">
        <caption className="sr-only">
          Search words: each visitor&apos;s word, the catalogue&apos;s word it reads as, and how
          many parts that word describes
        </caption>
        <thead className="bg-surface-alt">
          <tr>
            {['Visitor’s word', 'Catalogue’s word', 'Parts'].map((head) => (
              <th key={head} scope="col" className="px-2 py-3 text-start font-semibold sm:px-4">
                {head}
              </th>
            ))}
            <th scope="col" className="px-2 py-3 sm:px-4">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-line divide-y">
          {words.map((taught) => (
            <tr key={taught.word} className="align-middle">
              <th
                scope="row"
                className="px-2 py-2 text-start font-mono font-semibold break-all sm:px-4"
              >
                {taught.word}
              </th>
              <td className="px-2 py-2 font-mono break-all sm:px-4">{taught.catalogueWord}</td>
              <td className="px-2 py-2 tabular-nums sm:px-4">
                {taught.parts.toLocaleString('en-US')}
              </td>
              <td className="px-2 py-2 text-end sm:px-4">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={removing !== undefined}
                  onClick={() => void onRemove(taught)}
                >
                  {removing === taught.word ? 'Removing…' : 'Remove'}
                  <span className="sr-only"> {taught.word}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
