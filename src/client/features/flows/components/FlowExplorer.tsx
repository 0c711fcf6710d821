import { Suspense, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { type ExplorerProblem, flowExplorerMachine } from '@machines/flow-explorer/flow-explorer.machine.js';
import { activeIds, activePaths, type Choice, choicesOf, snapshotOf } from '@machines/flow-explorer/stepper.js';
import { inputsOf } from '@machines/testing/graph.js';
import { eventText, stateName } from '@machines/testing/step-words.js';
import { acceptanceFiles, flowCatalogue, type ScreenFinder } from '../sources.js';
import { FlowDiagram } from './FlowDiagram.js';
import { StatePanel } from './StatePanel.js';
import './flows.css';

const PROBLEMS: Record<ExplorerProblem, string> = {
  unknownMachine: 'Nema toka tog imena.',
  refused: 'Stroj ovdje ne prima taj događaj: uvjet nije ispunjen.',
  notJson: 'To nije ispravan JSON.',
  badContext: 'Stroj ne može nastaviti s tim kontekstom.',
  noName: 'Upišite naziv scenarija.',
};

const KINDS: Array<[Choice['kind'], string]> = [
  ['event', 'Događaji'],
  ['done', 'Odgovor servisa'],
  ['error', 'Greška servisa'],
  ['delay', 'Istek odgode'],
];

const plain = (text: string) => text.replace(/`/g, '');

/** The browser saves the file (the scenarios file to put beside the machine). */
function download(file: { fileName: string; text: string }) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([file.text], { type: 'application/json' }));
  link.download = file.fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** Candidate screenshot names for a state: the whole state, then each active leaf and its parents. */
function screenNames(state: string, leaves: string[]): string[] {
  const parents = leaves.flatMap((leaf) =>
    leaf.split('.').map((_, i, parts) => parts.slice(0, parts.length - i).join('.')),
  );
  return [...new Set([state, ...parents])];
}

/**
 * The flow explorer (docs/decisions/0170-flow-explorer.md): the machines of the shop on the left; the chosen one's
 * diagram with its current state, the events it can take now as buttons, the path so far, the real screen and the
 * scenarios of that state; its context can be edited as JSON, and the path saved as an acceptance scenario.
 */
export function FlowExplorer({ screens }: { screens: ScreenFinder }) {
  const actor = useActorRef(flowExplorerMachine.provide({ actions: { download: (_, file) => download(file) } }), {
    input: { catalogue: flowCatalogue, acceptance: acceptanceFiles },
  });
  const value = useSelector(actor, (s) => s.value);
  const context = useSelector(actor, (s) => s.context);
  const { trail, drafts, problem } = context;
  const entry = flowCatalogue.find((e) => e.name === trail?.machine);
  const snapshot = useMemo(() => (entry && trail ? snapshotOf(entry, trail) : null), [entry, trail]);
  const mode = typeof value === 'object' ? value.exploring : null;
  const send = actor.send;
  const saved = context.acceptance.find((f) => f.machine === trail?.machine)?.scenarios ?? [];

  return (
    <div className="flows">
      <nav className="flows__list" aria-label="Tokovi">
        <h2>Tokovi ({flowCatalogue.length})</h2>
        <ul>
          {flowCatalogue.map((e) => (
            <li key={e.name}>
              <button
                type="button"
                aria-current={e.name === trail?.machine ? 'true' : undefined}
                onClick={() => send({ type: 'machine.choose', name: e.name })}
              >
                {e.name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flows__main">
        {problem && (
          <p role="alert" className="flows__problem">
            {PROBLEMS[problem]}
          </p>
        )}
        {!entry || !trail || !snapshot ? (
          <p>Odaberite tok s popisa: prikazat će se njegov dijagram, a događaje možete slati korak po korak.</p>
        ) : (
          <>
            <h2 className="flows__title">{entry.name}</h2>
            <p>{(entry.machine.root as { description?: string }).description}</p>
            <div className="flows__stage">
              <Suspense fallback={<p>Učitavanje dijagrama...</p>}>
                <FlowDiagram
                  name={entry.name}
                  activeIds={activeIds(snapshot)}
                  choices={choicesOf(entry, snapshot)}
                  onChoose={(choice) => send({ type: 'step.take', event: choice.event })}
                />
              </Suspense>
              <div className="flows__side">
                <section aria-labelledby="flows-next">
                  <h2 id="flows-next">Sljedeći korak</h2>
                  {snapshot.status !== 'active' && <p>Tok je završio.</p>}
                  {KINDS.map(([kind, title]) => {
                    const choices = choicesOf(entry, snapshot).filter((c) => c.kind === kind);
                    if (choices.length === 0) return null;
                    return (
                      <div key={kind} className="flows__choices">
                        <h3>{title}</h3>
                        {choices.map((c) => (
                          <button
                            key={JSON.stringify(c.event)}
                            type="button"
                            className="flows__choice"
                            disabled={!c.enabled || mode !== 'stepping'}
                            onClick={() => send({ type: 'step.take', event: c.event })}
                          >
                            {kind === 'delay' ? c.label : plain(eventText(c.event))}
                          </button>
                        ))}
                      </div>
                    );
                  })}
                </section>
                <section aria-labelledby="flows-trail">
                  <h2 id="flows-trail">Put</h2>
                  <ol className="flows__trail">
                    <li>
                      Početak{trail.input === undefined ? '' : ` (ulaz ${JSON.stringify(trail.input)})`}
                      {trail.start ? ', s uređenim kontekstom' : ''}
                    </li>
                    {trail.steps.map((step, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the steps of the path, in order.
                      <li key={i}>
                        {plain(eventText(step.event))} → <em>{step.state}</em>
                      </li>
                    ))}
                  </ol>
                  <div className="flows__row">
                    <button
                      type="button"
                      disabled={trail.steps.length === 0}
                      onClick={() => send({ type: 'step.undo' })}
                    >
                      Korak natrag
                    </button>
                    <button type="button" onClick={() => send({ type: 'walk.restart' })}>
                      Ispočetka
                    </button>
                    <button
                      type="button"
                      disabled={mode !== 'stepping' || snapshot.status !== 'active'}
                      onClick={() => send({ type: 'context.edit' })}
                    >
                      Uredi kontekst
                    </button>
                    <button
                      type="button"
                      disabled={trail.steps.length === 0 || mode !== 'stepping'}
                      onClick={() => send({ type: 'scenario.name' })}
                    >
                      Spremi kao scenarij
                    </button>
                  </div>
                  {inputsOf(entry.graph).length > 1 && (
                    <label className="flows__field">
                      Ulaz
                      <select
                        value={inputsOf(entry.graph).findIndex(
                          (i) => JSON.stringify(i) === JSON.stringify(trail.input),
                        )}
                        onChange={(e) => send({ type: 'input.choose', index: Number(e.target.value) })}
                      >
                        {inputsOf(entry.graph).map((input, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: the sample inputs, in their order.
                          <option key={i} value={i}>
                            {JSON.stringify(input)}
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                  {mode === 'editingContext' && (
                    <div className="flows__editor">
                      <label className="flows__field">
                        Kontekst (JSON): uvjeti se računaju s ovim vrijednostima
                        <textarea
                          rows={12}
                          value={drafts.context}
                          onChange={(e) => send({ type: 'draft.change', field: 'context', value: e.target.value })}
                        />
                      </label>
                      <div className="flows__row">
                        <button type="button" onClick={() => send({ type: 'context.apply' })}>
                          Primijeni kontekst
                        </button>
                        <button type="button" onClick={() => send({ type: 'context.cancel' })}>
                          Odustani
                        </button>
                      </div>
                    </div>
                  )}
                  {mode === 'naming' && (
                    <div className="flows__editor">
                      <label className="flows__field">
                        Naziv scenarija prihvaćanja
                        <input
                          value={drafts.name}
                          onChange={(e) => send({ type: 'draft.change', field: 'name', value: e.target.value })}
                        />
                      </label>
                      <p className="flows__muted">
                        Preuzima se {entry.name}.scenarios.json: spremite je uz stroj (machines/…/) kako bi je putovanja
                        pročitala (docs/qa-paths.md).
                      </p>
                      <div className="flows__row">
                        <button type="button" onClick={() => send({ type: 'scenario.save' })}>
                          Spremi i preuzmi
                        </button>
                        <button type="button" onClick={() => send({ type: 'scenario.cancel' })}>
                          Odustani
                        </button>
                      </div>
                    </div>
                  )}
                  {saved.length > 0 && (
                    <>
                      <h3>Spremljeni scenariji prihvaćanja</h3>
                      <ul>
                        {saved.map((s) => (
                          <li key={s.name}>
                            <button
                              type="button"
                              disabled={mode !== 'stepping'}
                              onClick={() => send({ type: 'scenario.open', name: s.name })}
                            >
                              {s.name}
                            </button>
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </section>
                <Suspense fallback={<p>Učitavanje scenarija...</p>}>
                  <StatePanel
                    name={entry.name}
                    state={stateName(snapshot.value)}
                    screen={screens(entry.name, screenNames(stateName(snapshot.value), activePaths(snapshot)))}
                  />
                </Suspense>
              </div>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
