/** A block of a legal section: a paragraph, or a list whose items may lead with a term in bold. */
export type LegalBlock =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: readonly { term?: string; text: string }[] };

export interface LegalSection {
  /** Anchor of the section (the table of contents links to it). */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentData {
  /** Machine-readable date of the last change, and how it reads. */
  updated: { iso: string; text: string };
  intro: string;
  sections: readonly LegalSection[];
}
