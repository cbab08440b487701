/** The space the drawing will take, so the table below does not jump when it arrives. */
export function DiagramPlaceholder() {
  return (
    <div className="bg-surface-alt rounded-card aspect-[3/2] max-h-[28rem] w-full animate-pulse motion-reduce:animate-none" />
  );
}
