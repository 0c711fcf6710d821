import { assign, setup } from 'xstate';
import {
  rangeValue,
  sameFilters,
  setValue,
  toggleValue,
  toggled,
  type FilterDraft,
} from './catalogue-filters.values.js';

/**
 * The category list's filter panel (docs/spec/shop.md 2, 4, 9). The URL is the source of truth: the route sends
 * 'url.changed' with the filters it reads, and the machine's edits reach the URL only through the injected
 * action `commitFilters` (the client navigates with the new query and page reset to 1). A click applies at once:
 * the panel shows it in the same frame and the grid's request for it replaces (cancels) the one before, instead of
 * the spec's debounce (docs/decisions/0238-filters-apply-at-once.md). Only the price slider waits, 100 ms for its
 * value to settle. A second region is the panel itself: a drawer on mobile with the scroll lock.
 */
export interface CatalogueFiltersContext {
  /** What the URL says now. */
  applied: FilterDraft;
  /** What the panel shows: the applied filters plus a slider value still settling. */
  draft: FilterDraft;
  /** The slider's latest value, before its 100 ms settle. */
  slide: { code: string; value: string | null } | null;
  /** Attribute codes of the collapsed sections. */
  collapsed: string[];
}

export type CatalogueFiltersEvent =
  | { type: 'url.changed'; filters: FilterDraft }
  /** A value of a multi-value filter (checkbox, colour, size), by slug; `alias` is its id (old links). */
  | { type: 'filter.toggle'; code: string; value: string; alias?: string }
  /** Dropdown or yes/no choice (null clears it). */
  | { type: 'filter.set'; code: string; value: string | null }
  | { type: 'price.slide'; code: string; min: number; max: number; bounds: { min: number; max: number } }
  | { type: 'filters.clear' }
  | { type: 'section.toggle'; code: string }
  | { type: 'panel.open' }
  | { type: 'panel.close' };

export const SLIDER_DEBOUNCE_MS = 100;

/** Edits from any state of the selection, declared once on the selection (so drawn once from its box). */
const editing = {
  'filter.toggle': {
    target: '.committing',
    description: 'A checkbox, colour or size is ticked or unticked: it goes to the URL at once.',
    actions: 'toggleValue',
  },
  'filter.set': {
    target: '.committing',
    description: 'A select or yes/no filter is set: it goes to the URL at once.',
    actions: 'setValue',
  },
  'price.slide': {
    target: '.sliding',
    description: 'The price slider moves: its value settles after 100 ms.',
    actions: 'rememberSlide',
  },
} as const;

export const catalogueFiltersMachine = setup({
  types: {} as { context: CatalogueFiltersContext; events: CatalogueFiltersEvent; input: { filters: FilterDraft } },
  actions: {
    commitFilters: (_, _params: { filters: FilterDraft }) => {},
    lockBodyScroll: () => {},
    unlockBodyScroll: () => {},
    syncFromUrl: assign(({ event }) =>
      event.type === 'url.changed' ? { applied: event.filters, draft: event.filters } : {},
    ),
    toggleValue: assign({
      draft: ({ context, event }) =>
        event.type === 'filter.toggle'
          ? toggleValue(context.draft, event.code, event.value, event.alias)
          : context.draft,
    }),
    setValue: assign({
      draft: ({ context, event }) =>
        event.type === 'filter.set' ? setValue(context.draft, event.code, event.value) : context.draft,
    }),
    rememberSlide: assign({
      slide: ({ event }) =>
        event.type === 'price.slide'
          ? { code: event.code, value: rangeValue(event.min, event.max, event.bounds) }
          : null,
    }),
    settleSlide: assign(({ context }) =>
      context.slide ? { draft: setValue(context.draft, context.slide.code, context.slide.value), slide: null } : {},
    ),
    clearDraft: assign({ draft: {}, slide: null }),
    toggleSection: assign({
      collapsed: ({ context, event }) =>
        event.type === 'section.toggle' ? toggled(context.collapsed, event.code) : context.collapsed,
    }),
  },
  guards: {
    draftDiffers: ({ context }) => !sameFilters(context.draft, context.applied),
    anyApplied: ({ context }) => Object.keys(context.applied).length > 0,
  },
  delays: {
    sliderDebounce: SLIDER_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'catalogueFilters',
  description: 'Filter panel of a category list: edits go to the URL at once, which drives the product grid.',
  type: 'parallel',
  context: ({ input }) => ({ applied: input.filters, draft: input.filters, slide: null, collapsed: [] }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['selection.synced', 'selection.committing'],
    guards: {
      draftDiffers: 'the edited filters differ from those of the URL',
      anyApplied: 'some filter is applied',
    },
  },
  on: {
    'section.toggle': { description: "A filter section's heading folds or unfolds it.", actions: 'toggleSection' },
  },
  states: {
    selection: {
      description: 'The filter values: in step with the URL, or a slider value settling.',
      initial: 'synced',
      on: editing,
      states: {
        synced: {
          description: 'The panel shows exactly the filters of the URL; Back, reload and shared links land here.',
          on: {
            'url.changed': {
              description: 'Back, Forward or a link: the panel follows the URL.',
              actions: 'syncFromUrl',
            },
            'filters.clear': {
              guard: 'anyApplied',
              description: "'Očisti filtere': the URL drops every filter at once.",
              actions: ['clearDraft', { type: 'commitFilters', params: { filters: {} } }],
            },
          },
        },
        sliding: {
          description: 'The price slider moves; its value settles after 100 ms.',
          after: {
            sliderDebounce: {
              target: 'committing',
              description: 'The slider rests: its price range goes to the URL.',
              actions: 'settleSlide',
            },
          },
          on: {
            'filters.clear': {
              target: 'synced',
              description: "'Očisti filtere': the settling value is dropped with every filter.",
              actions: ['clearDraft', { type: 'commitFilters', params: { filters: {} } }],
            },
          },
        },
        committing: {
          description: 'Writes the draft to the URL when it differs from what is applied.',
          always: [
            {
              guard: 'draftDiffers',
              target: 'synced',
              description: 'The URL gets the new filters (page 1); the grid follows.',
              actions: [
                { type: 'commitFilters', params: ({ context }) => ({ filters: context.draft }) },
                // The URL will say the same; applying now keeps a slow navigation from flashing old values.
                assign({ applied: ({ context }) => context.draft }),
              ],
            },
            { target: 'synced', description: 'The edits cancelled out: the URL stays.' },
          ],
        },
      },
    },
    panel: {
      description: 'The filter panel: collapsible on desktop, a drawer with an overlay on mobile.',
      initial: 'closed',
      states: {
        closed: {
          description: 'Mobile: only the "Filteri" button shows; desktop: the panel is folded away.',
          on: { 'panel.open': { target: 'open', description: "'Filteri' or the panel heading is pressed." } },
        },
        open: {
          description: 'The panel is open; on mobile it covers the page and the body does not scroll.',
          entry: 'lockBodyScroll',
          exit: 'unlockBodyScroll',
          on: { 'panel.close': { target: 'closed', description: 'The cross, the overlay or Escape.' } },
        },
      },
    },
  },
});
