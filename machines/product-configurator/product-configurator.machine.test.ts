import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { walkMachineGraph } from '../testing/index.js';
import {
  MAX_DIGITS_MESSAGE,
  NUMBER_RANGE_MESSAGE,
  SIZE_FIRST_MESSAGE,
  productConfiguratorMachine,
  type ProductConfiguratorInput,
} from './product-configurator.machine.js';
import { graphOptions, jersey, scarf } from './product-configurator.graph.js';

function start(input: ProductConfiguratorInput) {
  const notes: string[] = [];
  const actor = createActor(
    productConfiguratorMachine.provide({
      actions: {
        notifyOutOfStock: () => void notes.push('Odabranog proizvoda nema na stanju.'),
        notifyConfigurationFirst: () => void notes.push('Odaberi konfiguraciju prije personalizacije.'),
        notifySizeLocked: () => void notes.push('Prije promjene veličine odznači personalizaciju.'),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, notes };
}

describe('product configurator machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(productConfiguratorMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should refuse a sold-out size with the out-of-stock message', () => {
    const { actor, notes } = start(jersey);
    actor.send({ type: 'option.select', code: 'velicina', valueId: 5 });
    expect(actor.getSnapshot().context.variantId).toBeNull();
    expect(notes).toEqual(['Odabranog proizvoda nema na stanju.']);
  });

  it('should undo the personalisation toggle until a size is chosen', () => {
    const { actor, notes } = start(jersey);
    actor.send({ type: 'personalisation.toggle' });
    expect(actor.getSnapshot().context.personalised).toBe(false);
    expect(notes).toEqual(['Odaberi konfiguraciju prije personalizacije.']);
    actor.send({ type: 'option.select', code: 'velicina', valueId: 1 });
    actor.send({ type: 'personalisation.toggle' });
    expect(actor.getSnapshot().context).toMatchObject({ personalised: true, variantId: 2 });
  });

  it('should say beside the ticks that a size comes first, until one is chosen', () => {
    const { actor } = start(jersey);
    actor.send({ type: 'sponsor.toggle' });
    expect(actor.getSnapshot().context).toMatchObject({ sponsor: false, sizeFirst: true });
    expect(SIZE_FIRST_MESSAGE).toBe('Najprije odaberite veličinu.');
    actor.send({ type: 'option.select', code: 'velicina', valueId: 1 });
    expect(actor.getSnapshot().context.sizeFirst).toBe(false);
  });

  it('should refuse a 0 typed alone with the 1–99 message instead of emptying the field silently', () => {
    const { actor } = start(scarf);
    actor.send({ type: 'personalisation.toggle' });
    actor.send({ type: 'number.input', value: '0' });
    expect(actor.getSnapshot().context).toMatchObject({ number: '', hint: NUMBER_RANGE_MESSAGE });
    expect(NUMBER_RANGE_MESSAGE).toBe('Broj personalizacije mora biti između 1 i 99.');
  });

  it('should lock the size while personalised and unlock it when cleared', () => {
    const { actor, notes } = start(jersey);
    actor.send({ type: 'option.select', code: 'velicina', valueId: 1 });
    actor.send({ type: 'sponsor.toggle' });
    actor.send({ type: 'option.select', code: 'velicina', valueId: 5 });
    expect(notes).toEqual(['Prije promjene veličine odznači personalizaciju.']);
    actor.send({ type: 'sponsor.toggle' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('should keep the number at two digits with the max-digits hint and the text to 12 letters with diacritics', () => {
    const { actor } = start(scarf);
    actor.send({ type: 'personalisation.toggle' });
    actor.send({ type: 'number.input', value: '7a89' });
    expect(actor.getSnapshot().context).toMatchObject({ number: '78', hint: MAX_DIGITS_MESSAGE });
    actor.send({ type: 'number.input', value: '07' });
    expect(actor.getSnapshot().context).toMatchObject({ number: '7', hint: null });
    actor.send({ type: 'text.input', value: 'Šime Đurić-Žagar 2' });
    expect(actor.getSnapshot().context.text).toBe('ŠIMEĐURIĆŽAG');
  });

  it('should pre-select the first print colour with personalisation, accept only offered colours and clear it when switched off', () => {
    const { actor } = start(jersey);
    actor.send({ type: 'option.select', code: 'velicina', valueId: 1 });
    actor.send({ type: 'colour.select', value: 'Zlatna' });
    expect(actor.getSnapshot().context.colour).toBe('');
    actor.send({ type: 'personalisation.toggle' });
    expect(actor.getSnapshot().context.colour).toBe('Bijela');
    actor.send({ type: 'colour.select', value: 'Ljubičasta' });
    expect(actor.getSnapshot().context.colour).toBe('Bijela');
    actor.send({ type: 'colour.select', value: 'Zlatna' });
    expect(actor.getSnapshot().context.colour).toBe('Zlatna');
    actor.send({ type: 'personalisation.toggle' });
    expect(actor.getSnapshot().context).toMatchObject({ personalised: false, colour: '' });
  });

  it('should leave the colour empty for a product without a colour option', () => {
    const { actor } = start(scarf);
    actor.send({ type: 'personalisation.toggle' });
    expect(actor.getSnapshot().context).toMatchObject({ personalised: true, colour: '' });
  });
});
