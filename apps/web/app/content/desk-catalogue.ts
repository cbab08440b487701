/** The desk's catalogue page (issue 42 §3). */
export const deskCataloguePage = {
  eyebrow: 'Parts desk',
  title: 'Catalogue',
  lead: 'Import a catalogue file after checking what it changes, and correct a price, an availability or a supersession in place.',
} as const;
