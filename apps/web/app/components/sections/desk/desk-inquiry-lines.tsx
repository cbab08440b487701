import type { InquiryLineDetail } from '@contrail/contracts';
import { availabilityText, formatMoney } from './desk-format.ts';
import { DeskPanel, Facts } from './desk-item-parts.tsx';

function LivePrice({ line }: { line: InquiryLineDetail }) {
  if (!line.live) return <span className="text-danger">No longer in the catalogue</span>;
  const changed = line.live.priceCents !== line.priceCents;
  return (
    <span>
      {formatMoney(line.live.priceCents)}
      {changed && (
        <span className="text-muted block text-xs">was {formatMoney(line.priceCents)}</span>
      )}
    </span>
  );
}

function Supersession({ line }: { line: InquiryLineDetail }) {
  return line.live?.supersededBy ? (
    <span>
      Superseded by{' '}
      <span className="font-mono font-semibold whitespace-nowrap">{line.live.supersededBy}</span>
    </span>
  ) : (
    <span className="text-muted">—</span>
  );
}

/** What the customer asked for, beside what the catalogue says now. */
export function InquiryLines({
  lines,
  inquiryId,
}: {
  lines: InquiryLineDetail[];
  inquiryId: string;
}) {
  const heading = `${inquiryId}-lines`;
  return (
    <DeskPanel title={`Parts asked for (${lines.length})`} headingId={heading}>
      <>
        <ul className="grid gap-3 md:hidden">
          {lines.map((line) => (
            <li key={line.lineNo} className="border-line rounded-md border p-3 text-sm">
              <p className="font-mono font-semibold whitespace-nowrap">{line.partNumber}</p>
              <p className="break-words">{line.description}</p>
              <p className="text-muted text-xs">
                {line.modelId} · {line.assemblyName}
              </p>
              <Facts
                className="mt-2"
                facts={[
                  ['Quantity', String(line.qty)],
                  ['Price now', <LivePrice key="p" line={line} />],
                  ['Availability', availabilityText(line.live?.availability ?? line.availability)],
                  ['Supersession', <Supersession key="s" line={line} />],
                ]}
              />
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto md:block">
          <table className="w-full border-collapse text-start text-sm">
            <caption className="sr-only">
              The inquiry&apos;s lines, with the live catalogue&apos;s price, availability and
              supersession
            </caption>
            <thead>
              <tr className="border-line border-b">
                {[
                  'Part number',
                  'Description',
                  'Qty',
                  'Price now',
                  'Availability',
                  'Supersession',
                ].map((head) => (
                  <th key={head} scope="col" className="px-3 py-2 text-start font-semibold">
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-line divide-y">
              {lines.map((line) => (
                <tr key={line.lineNo} className="align-top">
                  <th
                    scope="row"
                    className="px-3 py-2 text-start font-mono font-semibold whitespace-nowrap"
                  >
                    {line.partNumber}
                  </th>
                  <td className="px-3 py-2">
                    {line.description}
                    <span className="text-muted block text-xs">
                      {line.modelId} · {line.assemblyName}
                    </span>
                  </td>
                  <td className="px-3 py-2">{line.qty}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <LivePrice line={line} />
                  </td>
                  <td className="px-3 py-2">
                    {availabilityText(line.live?.availability ?? line.availability)}
                  </td>
                  <td className="px-3 py-2">
                    <Supersession line={line} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    </DeskPanel>
  );
}
