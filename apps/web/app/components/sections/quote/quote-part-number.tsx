/** A part number as written: one line, never broken, left to right in any page direction. */
export function QuotePartNumber({ value }: { value: string }) {
  return (
    <span className="font-mono font-semibold whitespace-nowrap" dir="ltr" data-part-number>
      {value}
    </span>
  );
}
