/** A part number as written: never wrapped, never split. */
export const PartNumber = ({ children }: { children: string }) => (
  <span className="font-mono font-semibold whitespace-nowrap">{children}</span>
);
