import { FIELD_TEXT, fieldsOf, sameField } from '@shared/cms-masters.js';
import type { EditMaster } from './cms-edit.machine.js';
import type { EditSection } from './section-list.js';

/**
 * A section's link to a master as the edit mode changes it (docs/decisions/0242-master-and-child-sections.md), as
 * pure functions handed to the session as one `sections.change` like the list's other changes.
 */

/** The masters a section may become a child of: those of its kind. */
export const mastersFor = (section: EditSection, masters: readonly EditMaster[]) =>
  masters.filter((m) => m.type === section.type);

/** The section becomes a child of the master: it takes every field from it (nothing overridden yet). */
export const makeChild = (section: EditSection, master: EditMaster): EditSection => ({
  ...structuredClone(master.content),
  id: section.id,
  type: section.type,
  masterId: master.id,
});

/** A standalone section again: it keeps the fields it shows now and follows the master no more. */
export function detachChild(section: EditSection): EditSection {
  const { masterId: _, ...own } = section;
  return own as EditSection;
}

/** 'Vrati na master': the field takes the master's value again (and follows it from then on). */
export const backToMaster = (section: EditSection, master: EditMaster, field: string): EditSection => ({
  ...section,
  [field]: structuredClone(master.content[field]),
});

/** Each field of a child, named, and whether it is the master's (inherited) or its own (overridden). */
export const fieldStates = (section: EditSection, master: EditMaster) =>
  fieldsOf(master.content).map((field) => ({
    field,
    label: FIELD_TEXT[field] ?? field,
    overridden: !sameField(section[field], master.content[field]),
  }));

/** Croatian plural of 'stranica' after a number (1 stranicu, 2–4 stranice, 5 stranica; 11–14 stranica). */
export function pagesWord(n: number): string {
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return 'stranicu';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'stranice';
  return 'stranica';
}
