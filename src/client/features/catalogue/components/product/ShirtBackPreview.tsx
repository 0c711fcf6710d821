/** Print colours by their Croatian names; an unknown name prints in white. */
const PRINT_COLOURS: Record<string, string> = {
  bijela: '#ffffff',
  zlatna: '#c9a227',
  crna: '#111111',
  plava: '#0b3d91',
  svijetloplava: '#5b8fd6',
  siva: '#8a8f98',
  crvena: '#c8102e',
  žuta: '#f2c200',
  srebrna: '#c0c4cc',
};

/** The shirt itself: the club's blue, or white when the print is blue or dark, so the print always reads. */
function shirtFor(print: string): string {
  return ['#0b3d91', '#111111', '#5b8fd6'].includes(print) ? '#f4f6fb' : '#0d3b8c';
}

/**
 * A live preview of the jersey's back (docs/decisions/0084-jersey-add-ons-priced-and-previewed.md): the typed name
 * over the typed number in the chosen print colour, drawn by the page as SVG. Loaded lazily with the
 * personalisation, outside the product page's first view.
 */
export default function ShirtBackPreview({ text, number, colour }: { text: string; number: string; colour: string }) {
  const print = PRINT_COLOURS[colour.trim().toLowerCase()] ?? '#ffffff';
  const shirt = shirtFor(print);
  const name = text.trim().toUpperCase();
  const label = `Pregled leđa dresa: ${name || 'bez imena'}, broj ${number || 'nije upisan'}, tisak ${colour.toLowerCase()}`;
  // Long names get narrower letters rather than leaving the shirt.
  const nameSize = name.length > 9 ? 15 : 19;
  return (
    <figure className="shirt-preview">
      <svg viewBox="0 0 220 230" role="img" aria-label={label} data-print={print}>
        <path
          d="M70 14 L40 24 L6 62 L30 96 L50 80 L50 220 L170 220 L170 80 L190 96 L214 62 L180 24 L150 14 Q110 30 70 14 Z"
          fill={shirt}
          stroke="#0a2350"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M70 14 Q110 30 150 14" fill="none" stroke="#0a2350" strokeWidth="3" />
        <g
          fill={print}
          stroke="#0a2350"
          strokeWidth="1"
          paintOrder="stroke"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontWeight="800"
        >
          {name && (
            <text x="110" y="66" fontSize={nameSize} letterSpacing="1.5" className="shirt-preview__name">
              {name}
            </text>
          )}
          <text x="110" y="168" fontSize="86" strokeWidth="2" className="shirt-preview__number">
            {number || '–'}
          </text>
        </g>
      </svg>
      <figcaption>Pregled leđa dresa</figcaption>
    </figure>
  );
}
