import { use } from 'react';
import { type PathsScenario, scenariosOf } from '../sources.js';

const plain = (text: string) => text.replace(/`/g, '');

/** A scenario goes through the state when it starts there or one of its steps leads there. */
const through = (s: PathsScenario, state: string) =>
  s.start === state || s.steps.some((step) => step.state === state || step.state.startsWith(`${state}.`));

/** The real screen captured in this state by the journeys (when there is one) and the scenarios that pass it. */
export function StatePanel({ name, state, screen }: { name: string; state: string; screen: string | null }) {
  const all = use(scenariosOf(name));
  const passing = all.filter((s) => through(s, state));
  return (
    <section className="flows__state" aria-labelledby="flows-state-heading">
      <h2 id="flows-state-heading">
        Stanje <strong>{state}</strong>
      </h2>
      {screen ? (
        <img className="flows__screen" src={screen} alt={`Zaslon trgovine u stanju ${state}`} />
      ) : (
        <p className="flows__muted">
          Još nema snimke zaslona za ovo stanje (snima je prolaz putovanja s FLOW_SCREENS=1).
        </p>
      )}
      <h3>Scenariji kroz ovo stanje ({passing.length})</h3>
      {passing.length === 0 && <p className="flows__muted">Nijedan izrađeni scenarij ne prolazi ovim stanjem.</p>}
      {passing.slice(0, 6).map((s) => (
        <details key={s.title}>
          <summary>{s.title}</summary>
          <ol>
            <li>
              Početak{s.input ? ` (ulaz ${s.input})` : ''}: <em>{s.start}</em>
            </li>
            {s.steps.map((step, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the steps of one scenario, always in the same order.
              <li key={i} className={step.state === state ? 'flows__here' : undefined}>
                {plain(step.text)} → <em>{step.state}</em>
              </li>
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}
