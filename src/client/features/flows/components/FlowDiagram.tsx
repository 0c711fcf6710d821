import { type MouseEvent, use } from 'react';
import type { Choice } from '@machines/flow-explorer/stepper.js';
import { diagramOf } from '../sources.js';

/** The event type of a transition key of the SVG (`<source id>|<event type>|<index>`, machines/testing/transitions.ts). */
const eventTypeOf = (key: string) => key.split('|')[1] ?? '';

/**
 * The machine's generated diagram with the current states marked (a style rule per state id) and the transitions
 * the machine can take now drawn bold: clicking one takes its first sample, like its button.
 */
export function FlowDiagram({
  name,
  activeIds,
  choices,
  onChoose,
}: {
  name: string;
  activeIds: string[];
  choices: Choice[];
  onChoose: (choice: Choice) => void;
}) {
  const svg = use(diagramOf(name));
  const open = new Set(choices.filter((c) => c.enabled).map((c) => c.event.type));
  const quote = (text: string) => JSON.stringify(text);
  const style = [
    ...activeIds.map((id) => `.flows__svg [data-state=${quote(id)}] > rect:first-of-type{fill:#fff1b8;stroke-width:3}`),
    ...[...open].map((type) => `.flows__svg [data-transition*=${quote(`|${type}|`)}]{cursor:pointer;font-weight:bold}`),
  ].join('\n');
  const click = (event: MouseEvent) => {
    const key = (event.target as Element).closest('[data-transition]')?.getAttribute('data-transition');
    const choice = key ? choices.find((c) => c.enabled && c.event.type === eventTypeOf(key)) : undefined;
    if (choice) onChoose(choice);
  };
  if (!svg) return <p>Dijagram još nije izrađen: pokrenite npm run machines:diagrams.</p>;
  return (
    <figure className="flows__figure">
      <style>{style}</style>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the buttons beside the diagram take the same steps by keyboard. */}
      <section
        className="flows__svg"
        aria-label={`Dijagram toka ${name}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        onClick={click}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own generated SVG from docs/machines, built in.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption>Dijagram stanja; trenutno stanje je označeno žutom bojom.</figcaption>
    </figure>
  );
}
