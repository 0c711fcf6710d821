import { createContext, type KeyboardEvent, useContext } from 'react';

/** What the edit mode gives the page's sections: typing in place reports here (docs/decisions/0222-cms-drafts.md). */
export interface TextEditing {
  type(sectionId: string, path: string, text: string): void;
}

export const TextEditingContext = createContext<TextEditing | null>(null);

const stopEnter = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter' || event.key === 'Escape') {
    event.preventDefault();
    event.currentTarget.blur();
  }
};

/**
 * A section's plain text: just the text for shoppers; in the edit mode a field typed in place, reported when the
 * editor leaves it (Enter or Escape leave it too).
 */
export function CmsText({
  sectionId,
  path,
  value,
  label,
}: {
  sectionId: string;
  path: string;
  value: string;
  label: string;
}) {
  const editing = useContext(TextEditingContext);
  if (!editing) return value;
  return (
    // biome-ignore lint/a11y/useSemanticElements: typed in place, the text keeps the page's own heading and typography; an input would not.
    <span
      key={value}
      className="cms-editable"
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      role="textbox"
      // The text in the name too: a section named by its heading stays told apart from the others.
      aria-label={`${label}: ${value}`}
      tabIndex={0}
      data-edit-path={path}
      onKeyDown={stopEnter}
      onBlur={(event) => {
        const text = (event.currentTarget.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text !== value) editing.type(sectionId, path, text);
      }}
    >
      {value}
    </span>
  );
}

/** A section's rich text: the server's sanitised HTML; in the edit mode typed in place (the server sanitises it again). */
export function CmsRichText({ sectionId, html }: { sectionId: string; html: string }) {
  const editing = useContext(TextEditingContext);
  if (!editing)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML, sanitised by the server (modules/cms/sanitize.ts) before it is stored.
    return <div dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    // biome-ignore lint/a11y/useSemanticElements: rich text typed in place keeps its paragraphs and links; a textarea would show tags.
    <div
      key={html}
      className="cms-editable cms-editable--rich"
      contentEditable
      suppressContentEditableWarning
      role="textbox"
      aria-multiline="true"
      aria-label="Tekst"
      tabIndex={0}
      data-edit-path="html"
      onBlur={(event) => {
        const next = event.currentTarget.innerHTML;
        if (next !== html) editing.type(sectionId, 'html', next);
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the same sanitised HTML, editable; saved through the server's sanitiser.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
