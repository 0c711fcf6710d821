import { assign, setup } from 'xstate';
import { rangeValue, sameFilters, setValue, toggleId, toggled, type FilterDraft } from './catalogue-filters.values.js';

/**
 * The category list's filter panel (docs/spec/shop.md 2, 4, 9). The URL is the source of truth: the route sends
 * 'url.changed' with the filters it reads, and the machine's edits reach the URL only through the injected
 * action `commitFilters` (the client navigates with the new query and page reset to 1). Edits wait for the
 * spec's debounces: 500 ms for filter forms, 1000 ms for the text swatch, 100 ms for the slider value (then the
 * 500 ms form debounce). A second region is the panel itself: a drawer on mobile with the scroll lock.
 */
export interface CatalogueFiltersContext {
  /** What the URL says now. */
  applied: FilterDraft;
  /** What the panel shows: the applied filters plus edits still waiting for their debounce. */
  draft: FilterDraft;
  /** The slider's latest value, before its 100 ms settle. */
  slide: { code: string; value: string | null } | null;
  /** Attribute codes of the collapsed sections. */
  collapsed: string[];
}

export type CatalogueFiltersEvent =
  | { type: 'url.changed'; filters: FilterDraft }
  /** Checkbox of a multi-select or visual swatch value. */
  | { type: 'filter.toggle'; code: string; id: number }
  /** Dropdown or yes/no choice (null clears it). */
  | { type: 'filter.set'; code: string; value: string | null }
  /** Text swatch value (sizes): waits 1000 ms. */
  | { type: 'swatch.toggle'; code: string; id: number }
  | { type: 'price.slide'; code: string; min: number; max: number; bounds: { min: number; max: number } }
  | { type: 'filters.clear' }
  | { type: 'section.toggle'; code: string }
  | { type: 'panel.open' }
  | { type: 'panel.close' };

export const FILTER_DEBOUNCE_MS = 500;
export const TEXT_SWATCH_DEBOUNCE_MS = 1000;
export const SLIDER_DEBOUNCE_MS = 100;

/**
 * Edits restart their debounce by re-entering a sibling state of `selection`. They are declared on every child
 * (not on `selection` itself): a re-entering transition declared on `selection` would exit and re-enter the whole
 * parallel machine and fold the panel region back to closed.
 */
/**
 * Edits from any settled or waiting state of the selection, declared once on the selection (so drawn once from its
 * box): each restarts the wait of its kind.
 */
const editing = {
  'filter.toggle': {
    target: '.debouncing',
    description: 'A checkbox value is ticked or unticked: the 500 ms wait (re)starts.',
    actions: 'toggleValue',
  },
  'filter.set': {
    target: '.debouncing',
    description: 'A select or number filter is set: the 500 ms wait (re)starts.',
    actions: 'setValue',
  },
  'swatch.toggle': {
    target: '.debouncingSwatch',
    description: 'A size is ticked or unticked: the 1 s wait (re)starts.',
    actions: 'toggleValue',
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
        event.type === 'filter.toggle' || event.type === 'swatch.toggle'
          ? toggleId(context.draft, event.code, event.id)
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
    filterDebounce: FILTER_DEBOUNCE_MS,
    textSwatchDebounce: TEXT_SWATCH_DEBOUNCE_MS,
    sliderDebounce: SLIDER_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'catalogueFilters',
  description: 'Filter panel of a category list: edits are debounced into the URL, which drives the product grid.',
  type: 'parallel',
  context: ({ input }) => ({ applied: input.filters, draft: input.filters, slide: null, collapsed: [] }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['selection.synced', 'selection.debouncing', 'selection.committing'],
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
      description: 'The filter values: in step with the URL, or edits waiting for their debounce.',
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
              target: 'debouncing',
              description: 'The slider rests: its price range joins the edits.',
              actions: 'settleSlide',
            },
          },
          on: {
            'filters.clear': {
              target: 'synced',
              description: "'Očisti filtere': the waiting edits are dropped with every filter.",
              actions: ['clearDraft', { type: 'commitFilters', params: { filters: {} } }],
            },
          },
        },
        debouncing: {
          description: 'A filter form changed; the URL follows 500 ms after the last change (page back to 1).',
          after: {
            filterDebounce: { target: 'committing', description: 'No edit for 500 ms: the edits go to the URL.' },
          },
          on: {
            'filters.clear': {
              target: 'synced',
              description: "'Očisti filtere': the waiting edits are dropped with every filter.",
              actions: ['clearDraft', { type: 'commitFilters', params: { filters: {} } }],
            },
          },
        },
        debouncingSwatch: {
          description: 'A size (text swatch) changed; the URL follows 1000 ms after the last change.',
          after: {
            textSwatchDebounce: { target: 'committing', description: 'No edit for 1 s: the edits go to the URL.' },
          },
          on: {
            'filters.clear': {
              target: 'synced',
              description: "'Očisti filtere': the waiting edits are dropped with every filter.",
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
