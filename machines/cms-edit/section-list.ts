import { type AddableKind, newSection, SECTIONS_MAX, writePath } from '@shared/cms-sections.js';

/** A page section as the edit mode holds it: the contract's shape, read loosely (the server checks every field). */
export type EditSection = Record<string, unknown> & { id: string; type: string };

/**
 * The edit session's changes to a page's list of sections (docs/decisions/0222-cms-drafts.md), as pure functions:
 * each answers a new list and leaves the one it was given as it was.
 */

/** An id no section of the list has: the kind and the first free number. */
export function freshId(sections: readonly EditSection[], kind: string): string {
  const taken = new Set(sections.map((s) => s.id));
  for (let n = 2; ; n++) if (!taken.has(`${kind}-${n}`)) return `${kind}-${n}`;
}

export function moveSection(sections: readonly EditSection[], id: string, by: number): EditSection[] {
  return moveSectionTo(sections, id, sections.findIndex((s) => s.id === id) + by);
}

/** The section put at place `to` (0-based) of the list, the others keeping their order (a drop, 'Gore', 'Dolje'). */
export function moveSectionTo(sections: readonly EditSection[], id: string, to: number): EditSection[] {
  const from = sections.findIndex((s) => s.id === id);
  if (from === -1 || to < 0 || to >= sections.length) return [...sections];
  const next = [...sections];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export function duplicateSection(sections: readonly EditSection[], id: string): EditSection[] {
  const at = sections.findIndex((s) => s.id === id);
  if (at === -1 || sections.length >= SECTIONS_MAX) return [...sections];
  const copy = { ...structuredClone(sections[at]!), id: freshId(sections, sections[at]!.id.replace(/-\d+$/, '')) };
  return [...sections.slice(0, at + 1), copy, ...sections.slice(at + 1)];
}

export const removeSection = (sections: readonly EditSection[], id: string) => sections.filter((s) => s.id !== id);

/** A new section after the one named (or at the end). */
export function addSection(sections: readonly EditSection[], kind: AddableKind, after: string | null): EditSection[] {
  if (sections.length >= SECTIONS_MAX) return [...sections];
  const section = newSection(kind, freshId(sections, kind)) as EditSection;
  const at = after === null ? sections.length : sections.findIndex((s) => s.id === after) + 1;
  return [...sections.slice(0, at), section, ...sections.slice(at)];
}

export function typeText(sections: readonly EditSection[], id: string, path: string, text: string): EditSection[] {
  return sections.map((s) => (s.id === id ? writePath(s, path, text) : s));
}

export const replaceSection = (sections: readonly EditSection[], section: EditSection) =>
  sections.map((s) => (s.id === section.id ? section : s));
