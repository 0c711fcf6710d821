import type { ProductDetail } from '../../../../lib/api-types.js';
import type { ProductConfiguratorEvent } from '@machines/product-configurator/product-configurator.machine.js';
import type { KeyboardEvent } from 'react';
import { radioKeyTarget, rovingStop } from './radio-keys.js';
import { SIZE_LOCKED } from './use-configurator.js';

type Attribute = ProductDetail['configurationAttributes'][number];
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

interface Props {
  attributes: readonly Attribute[];
  selected: Record<string, number>;
  locked: boolean;
  send: (event: ProductConfiguratorEvent) => void;
}

/**
 * The configuration selectors by input type (dropdown, multiple select, visual swatch, text swatch). Sold-out values
 * stay clickable but are marked unavailable; choosing one only shows 'Odabranog proizvoda nema na stanju.'.
 * A swatch or chip group is one radio group (docs/decisions/0224-size-radios-move-with-arrow-keys.md): Tab reaches
 * only its chosen (or first available) value, and the arrow keys choose the next available one and move the focus
 * with it; sold-out values are skipped by the keys and announced as 'nema na stanju'.
 */
export function OptionSelectors({ attributes, selected, locked, send }: Props) {
  return (
    <>
      {attributes.map((attribute) => {
        const code = attribute.attributeCode;
        const chosen = selected[code];
        const label = attribute.values.find((v) => v.id === chosen)?.label;
        const pick = (valueId: number) => send({ type: 'option.select', code, valueId });
        if (attribute.type === 'dropdown') {
          return (
            <label key={code} className="option-group">
              <span className="option-group__label">{attribute.label}</span>
              <select
                className="option-select"
                value={chosen ?? ''}
                onChange={(e) => pick(Number(e.target.value))}
                title={locked ? SIZE_LOCKED : undefined}
              >
                <option value="" disabled>
                  Odaberi
                </option>
                {attribute.values.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.label}
                    {v.available ? '' : ' – nema na stanju'}
                  </option>
                ))}
              </select>
            </label>
          );
        }
        const swatch = attribute.type === 'visualSwatch';
        const stop = rovingStop(attribute.values, chosen);
        const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
          const radios = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')];
          const from = radios.indexOf(event.target as HTMLElement);
          if (from < 0) return;
          const to = radioKeyTarget(attribute.values, from, event.key);
          if (to === null) {
            if (event.key.startsWith('Arrow') || event.key === 'Home' || event.key === 'End') event.preventDefault();
            return;
          }
          event.preventDefault();
          // While personalised the size is locked: the keys neither choose nor wander off the chosen value.
          if (locked) return;
          pick(attribute.values[to]!.id);
          radios[to]?.focus();
        };
        return (
          <fieldset key={code} className="option-group" title={locked ? SIZE_LOCKED : undefined}>
            <legend className="option-group__label">
              {attribute.label}
              {label ? (
                <>
                  : <strong>{label}</strong>
                </>
              ) : null}
            </legend>
            <div
              className={swatch ? 'option-swatches' : 'option-chips'}
              role="radiogroup"
              aria-label={attribute.label}
              onKeyDown={onKeyDown}
            >
              {attribute.values.map((v, i) => (
                // biome-ignore lint/a11y/useSemanticElements: swatches are buttons with radio semantics (a native radio cannot show a colour swatch and a sold-out state).
                <button
                  key={v.id}
                  type="button"
                  role="radio"
                  aria-checked={chosen === v.id}
                  tabIndex={i === stop ? 0 : -1}
                  aria-disabled={!v.available || (locked && chosen !== v.id)}
                  className={`${swatch ? 'option-swatch' : 'option-chip'}${v.available ? '' : ' is-sold-out'}`}
                  aria-label={`${v.label}${v.available ? '' : ', nema na stanju'}`}
                  title={locked ? SIZE_LOCKED : v.available ? v.label : 'Nema na stanju'}
                  style={swatch && HEX.test(v.value ?? '') ? { background: v.value ?? undefined } : undefined}
                  onClick={() => pick(v.id)}
                >
                  {swatch ? null : v.label}
                </button>
              ))}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
