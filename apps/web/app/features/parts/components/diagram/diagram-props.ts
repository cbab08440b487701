import type { DiagramCallout } from '@contrail/contracts';
import type { PartsPanelMessages } from '~/i18n/messages.parts.ts';

export interface AssemblyDiagramProps {
  modelId: string;
  assembly: string;
  /** The assembly's name, for the drawing's label. */
  title: string;
  /** The item hovered or focused here or in the parts table. */
  activeItem: string | null;
  /** A callout hovered (`pointer`) or focused (`focus`), or none (null). */
  onActiveItem: (item: string | null, via?: 'pointer' | 'focus') => void;
  /** Part ids ticked in the table: their callouts show as pressed. */
  selected: ReadonlySet<string>;
  onSelect: (callout: DiagramCallout) => void;
  /**
   * An item whose sheet to show: the row focused or ticked in the parts table. When it changes to
   * an item on another sheet, the drawing turns to that sheet (a row only hovered lights its
   * callout when it is on the sheet shown, and otherwise says which sheet holds it).
   */
  followItem?: string | null;
}

/** "Item 94, AN3-5A bolt": what a screen reader says for a callout (in the page's language). */
export const calloutName = (callout: DiagramCallout, text: Pick<PartsPanelMessages, 'diagram'>) =>
  text.diagram.callout(callout.item, callout.partNumber, callout.description);
