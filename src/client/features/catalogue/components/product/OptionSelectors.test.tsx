// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ProductDetail } from '../../../../lib/api-types.js';
import { OptionSelectors } from './OptionSelectors.js';
import { radioKeyTarget } from './radio-keys.js';

afterEach(cleanup);

type Attribute = ProductDetail['configurationAttributes'][number];
const value = (id: number, label: string, available: boolean) => ({
  id,
  value: label,
  label,
  isMedia: false,
  shopDefault: false,
  product: id * 10,
  available,
});
// M is sold out: the keys skip it (docs/decisions/0224-size-radios-move-with-arrow-keys.md).
const sizes: Attribute = {
  attributeCode: 'velicina',
  label: 'Veličina',
  type: 'textSwatch',
  attributeID: 1,
  values: [value(1, 'S', true), value(2, 'M', false), value(3, 'L', true), value(4, 'XL', true)],
};

function renderSizes(chosen: number | undefined, locked = false) {
  const send = vi.fn();
  render(
    <OptionSelectors
      attributes={[sizes]}
      selected={chosen === undefined ? {} : { velicina: chosen }}
      locked={locked}
      send={send}
    />,
  );
  return send;
}

describe('radioKeyTarget', () => {
  const values = sizes.values;
  it('moves to the next and previous available value, wrapping round and skipping the sold-out one', () => {
    expect(radioKeyTarget(values, 0, 'ArrowRight')).toBe(2);
    expect(radioKeyTarget(values, 0, 'ArrowDown')).toBe(2);
    expect(radioKeyTarget(values, 2, 'ArrowLeft')).toBe(0);
    expect(radioKeyTarget(values, 3, 'ArrowRight')).toBe(0);
    expect(radioKeyTarget(values, 0, 'ArrowUp')).toBe(3);
    expect(radioKeyTarget(values, 1, 'ArrowRight')).toBe(2);
  });
  it('Home and End take the first and last available value; other keys are not the group’s', () => {
    expect(radioKeyTarget(values, 3, 'Home')).toBe(0);
    expect(radioKeyTarget(values, 0, 'End')).toBe(3);
    expect(radioKeyTarget(values, 0, 'Home')).toBeNull();
    expect(radioKeyTarget(values, 0, 'a')).toBeNull();
    expect(radioKeyTarget([{ available: true }, { available: false }], 0, 'ArrowRight')).toBeNull();
  });
});

describe('the size radios', () => {
  it('are one Tab stop: the chosen size, or the first available one', () => {
    renderSizes(3);
    const tabbable = screen.getAllByRole('radio').filter((r) => r.tabIndex === 0);
    expect(tabbable.map((r) => r.textContent)).toEqual(['L']);
    cleanup();
    renderSizes(undefined);
    expect(
      screen
        .getAllByRole('radio')
        .filter((r) => r.tabIndex === 0)
        .map((r) => r.textContent),
    ).toEqual(['S']);
  });

  it('choose the next available size with the arrow keys and take the focus along, the sold-out one announced', () => {
    const send = renderSizes(1);
    const small = screen.getByRole('radio', { name: 'S' });
    small.focus();
    fireEvent.keyDown(small, { key: 'ArrowRight' });
    expect(send).toHaveBeenCalledWith({ type: 'option.select', code: 'velicina', valueId: 3 });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByRole('radio', { name: 'M, nema na stanju' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    expect(send).toHaveBeenLastCalledWith({ type: 'option.select', code: 'velicina', valueId: 1 });
  });

  it('stay put while the size is locked by the personalisation', () => {
    const send = renderSizes(1, true);
    const small = screen.getByRole('radio', { name: 'S' });
    small.focus();
    fireEvent.keyDown(small, { key: 'ArrowRight' });
    expect(send).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(small);
  });
});
