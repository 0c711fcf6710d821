import type { ReleaseOptions } from '@machines/cms-release/cms-release.machine.js';
import { useId } from 'react';

/** A menu the form offers: its handle and title. */
export type MenuChoice = ReleaseOptions['navigations'][number];
/** A master in the release: its new content as the form edits it. */
export type MasterLine = ReleaseOptions['masters'][number];

/** The words of a master's text fields; any other text field shows its key. */
const FIELD_TEXT: Record<string, string> = {
  title: 'Naslov',
  subtitle: 'Podnaslov',
  label: 'Natpis',
  text: 'Tekst',
  description: 'Opis',
  html: 'Tekst (HTML)',
};
const LONG = new Set(['html', 'text', 'description']);

const ORDER = Object.keys(FIELD_TEXT);
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

/**
 * The fields of a master's content the form edits: its texts (media, buttons and lists stay as they are), the title
 * first (the stored content's keys come back in the database's order, not the editor's).
 */
const textFields = (content: Record<string, unknown>) =>
  Object.keys(content)
    .filter((key) => typeof content[key] === 'string')
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

/**
 * Menus and masters in a release (docs/decisions/0260-masters-and-menus-in-releases.md): a menu is taken with its
 * current draft (only menus with a draft are offered); a master has no draft, so ticking it copies its content into the
 * form, whose text fields the editor changes: the release carries that content and publishes it at its moment.
 */
export function ReleaseFrameFields({
  menus,
  chosenMenus,
  onMenus,
  masters,
  chosenMasters,
  onMasters,
}: {
  menus: MenuChoice[];
  chosenMenus: string[];
  onMenus: (handles: string[]) => void;
  masters: MasterLine[];
  chosenMasters: MasterLine[];
  onMasters: (masters: MasterLine[]) => void;
}) {
  const id = useId();
  const toggleMenu = (handle: string, on: boolean) =>
    onMenus(on ? [...chosenMenus, handle] : chosenMenus.filter((h) => h !== handle));
  const toggleMaster = (master: MasterLine, on: boolean) =>
    onMasters(on ? [...chosenMasters, master] : chosenMasters.filter((m) => m.id !== master.id));
  const setField = (masterId: number, field: string, value: string) =>
    onMasters(chosenMasters.map((m) => (m.id === masterId ? { ...m, content: { ...m.content, [field]: value } } : m)));
  return (
    <>
      <fieldset className="release-form__popup">
        <legend>Izbornici (njihovi trenutni nacrti)</legend>
        {menus.length === 0 && (
          <p className="release-form__note">
            Nijedan izbornik nema nacrt. Izbornik uredite u načinu uređivanja ('Navigacija') i spremite nacrt.
          </p>
        )}
        {menus.map((menu) => (
          <label key={menu.handle} className="release-form__check">
            <input
              type="checkbox"
              checked={chosenMenus.includes(menu.handle)}
              onChange={(e) => toggleMenu(menu.handle, e.target.checked)}
            />
            {menu.title}
          </label>
        ))}
      </fieldset>
      <fieldset className="release-form__popup">
        <legend>Master sekcije</legend>
        {masters.length === 0 && <p className="release-form__note">Trgovina još nema master sekcija.</p>}
        {masters.map((master) => {
          const chosen = chosenMasters.find((m) => m.id === master.id);
          return (
            <div key={master.id} className="release-form__master">
              <label className="release-form__check">
                <input type="checkbox" checked={!!chosen} onChange={(e) => toggleMaster(master, e.target.checked)} />
                {master.name}
              </label>
              {chosen && (
                <div className="release-form__master-fields">
                  {textFields(chosen.content).map((field) => {
                    const fieldId = `${id}-${master.id}-${field}`;
                    const value = String(chosen.content[field] ?? '');
                    return (
                      <div key={field} className="release-form__field">
                        <label htmlFor={fieldId}>
                          {FIELD_TEXT[field] ?? field}
                          {/* Two masters' fields are told apart by their names; the eye sees which master they sit under. */}
                          <span className="visually-hidden"> ({master.name})</span>
                        </label>
                        {LONG.has(field) ? (
                          <textarea
                            id={fieldId}
                            value={value}
                            rows={4}
                            maxLength={20000}
                            onChange={(e) => setField(master.id, field, e.target.value)}
                          />
                        ) : (
                          <input
                            id={fieldId}
                            value={value}
                            maxLength={500}
                            onChange={(e) => setField(master.id, field, e.target.value)}
                          />
                        )}
                      </div>
                    );
                  })}
                  <p className="release-form__note">
                    Promjena mastera u izdanju mijenja sve stranice s njegovim sekcijama u trenutku objave.
                  </p>
                </div>
              )}
            </div>
          );
        })}
      </fieldset>
    </>
  );
}
