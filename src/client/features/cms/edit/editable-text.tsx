import { type ComponentType, createContext, useContext } from 'react';

export interface CmsTextProps {
  sectionId: string;
  path: string;
  value: string;
  label: string;
}

export interface CmsRichTextProps {
  sectionId: string;
  html: string;
}

/**
 * What the edit mode gives the page's sections (docs/decisions/0222-cms-drafts.md): where typing in place reports,
 * and the fields that do it (editable-fields.tsx), which load with the edit mode rather than on every page.
 */
export interface TextEditing {
  type(sectionId: string, path: string, text: string): void;
  Text: ComponentType<CmsTextProps>;
  RichText: ComponentType<CmsRichTextProps>;
}

export const TextEditingContext = createContext<TextEditing | null>(null);

/** A section's plain text: just the text for shoppers; in the edit mode a field typed in place. */
export function CmsText(props: CmsTextProps) {
  const editing = useContext(TextEditingContext);
  return editing ? <editing.Text {...props} /> : props.value;
}

/** A section's rich text: the server's sanitised HTML; in the edit mode typed in place. */
export function CmsRichText(props: CmsRichTextProps) {
  const editing = useContext(TextEditingContext);
  if (editing) return <editing.RichText {...props} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML, sanitised by the server (modules/cms/sanitize.ts) before it is stored.
  return <div dangerouslySetInnerHTML={{ __html: props.html }} />;
}
