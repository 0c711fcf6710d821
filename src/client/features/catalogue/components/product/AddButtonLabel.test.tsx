// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import {
  ADD_SPINNER_MS,
  addButtonStatus,
  addToCartMachine,
  type AddRequest,
} from '@machines/add-to-cart/add-to-cart.machine.js';
import { noProductActions, ProductActionsContext } from '../../actions-context.js';
import { AddButtonLabel } from './AddButtonLabel.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const scarf: AddRequest = {
  productId: 7,
  slug: 'sal',
  configurable: false,
  bundle: false,
  variantsChosen: true,
  body: { productId: 7, qty: 1 },
};

/** A never-answering add, and the product actions that read the machine the way the shop layout does. */
function renderWithAdder() {
  const adder = createActor(
    addToCartMachine.provide({ actors: { addItem: fromPromise(() => new Promise<void>(() => {})) } }),
    { input: { afterAdd: 'stay' } },
  ).start();
  const actions = {
    ...noProductActions,
    addStatus: (productId: number) => addButtonStatus(adder.getSnapshot(), productId),
    subscribeAddStatus: (listener: () => void) => {
      const subscription = adder.subscribe(listener);
      return () => subscription.unsubscribe();
    },
  };
  render(
    <ProductActionsContext.Provider value={actions}>
      <button type="button">
        <AddButtonLabel productId={7} />
      </button>
      <button type="button">
        <AddButtonLabel productId={8} />
      </button>
    </ProductActionsContext.Provider>,
  );
  return adder;
}

describe('add-to-cart button label', () => {
  it("should show the spinner on the pressed product's button 1.5 s after the click, and only there", () => {
    vi.useFakeTimers();
    const adder = renderWithAdder();
    act(() => adder.send({ type: 'user.addToCart', request: scarf }));
    act(() => void vi.advanceTimersByTime(ADD_SPINNER_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').closest('button')?.textContent).toBe('Dodaj u košaricu');
    expect(screen.getAllByRole('button')[0]?.contains(screen.getByRole('status'))).toBe(true);
  });
});
