import { HTML_MAX, type SectionText, TEXT_MAX } from '@shared/cms-sections.js';

interface Props {
  field: SectionText;
  id: string;
  value: string | null | undefined;
  readOnly?: boolean;
  onChange: (text: string) => void;
}

/** One text of a section in a side panel (a page's section or a master): labelled, limited as the server limits it. */
export function SectionTextField({ field, id, value, readOnly, onChange }: Props) {
  const props = {
    id,
    value: value ?? '',
    maxLength: field.rich ? HTML_MAX : field.multiline ? 1000 : TEXT_MAX,
    readOnly,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
  return (
    <div className="cms-edit-panel__field">
      <label htmlFor={id}>
        {field.label}
        {field.rich ? ' (HTML: p, h2–h4, popisi, poveznice)' : ''}
      </label>
      {field.rich || field.multiline ? (
        <textarea rows={field.rich ? 8 : 4} {...props} />
      ) : (
        <input type="text" {...props} />
      )}
    </div>
  );
}
