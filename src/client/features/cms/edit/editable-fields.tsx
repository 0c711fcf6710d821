import { type KeyboardEvent, useContext } from 'react';
import { type CmsRichTextProps, type CmsTextProps, TextEditingContext } from './editable-text.js';

/**
 * The edit mode's fields typed in place (docs/decisions/0222-cms-drafts.md), which the page's sections draw through
 * `TextEditingContext` (editable-text.tsx): their code loads with the edit mode, not with every shopper's page.
 */

const stopEnter = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter' || event.key === 'Escape') {
    event.preventDefault();
    event.currentTarget.blur();
  }
};

/** A section's plain text typed in place, reported when the editor leaves it (Enter or Escape leave it too). */
export function EditableText({ sectionId, path, value, label }: CmsTextProps) {
  const editing = useContext(TextEditingContext);
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
        if (text !== value) editing?.type(sectionId, path, text);
      }}
    >
      {value}
    </span>
  );
}

/** A section's rich text typed in place (the server sanitises it again). */
export function EditableRichText({ sectionId, html }: CmsRichTextProps) {
  const editing = useContext(TextEditingContext);
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
        if (next !== html) editing?.type(sectionId, 'html', next);
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the same sanitised HTML, editable; saved through the server's sanitiser.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
