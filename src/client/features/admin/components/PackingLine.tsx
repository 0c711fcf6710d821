import { makingText } from '@shared/packing.js';
import type { PackingSheet } from '../api/packing.js';

type Line = PackingSheet['lines'][number];

/**
 * A line as it must be made, in the packing slip's words (the one makingText of src/shared/packing.ts): its size and
 * personalisation, and each bundle part with its units and chosen size (docs/decisions/0160-packing-slips.md).
 */
export function PackingLine({ line }: { line: Line }) {
  const making = makingText(line);
  return (
    <>
      {making && <span className="desk-making">{making}</span>}
      {line.parts.length > 0 && (
        <ul className="desk-parts">
          {line.parts.map((part, i) => {
            const partMaking = makingText(part);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a bundle's parts, always in the same order.
              <li key={i}>
                {part.qty} × {part.name}
                {partMaking && <span className="desk-making">{partMaking}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
