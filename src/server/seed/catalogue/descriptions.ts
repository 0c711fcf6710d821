import type { ProductDef } from './products.js';

/** Croatian long descriptions built from the product's facts, so every product page reads naturally. */
export function descriptionOf(def: ProductDef): string {
  const lines = [def.short];
  if (def.shape === 'jersey' && def.personalise) {
    lines.push('Dres možete personalizirati imenom i brojem (do 12 znakova i brojevi 1–99) te dodati sponzore.');
    lines.push('Napomena: personalizirani proizvodi ne mogu se vratiti ni zamijeniti.');
  }
  if (def.material) lines.push(`Materijal: ${def.material.toLowerCase()}.`);
  if (def.sizes === 'adult')
    lines.push('Dostupne veličine: S, M, L, XL i XXL. Provjerite tablicu veličina prije narudžbe.');
  if (def.sizes === 'kids') lines.push('Dječje veličine 116, 128, 140, 152 i 164 (visina djeteta u cm).');
  if (def.format === 'eProduct')
    lines.push('Bon vrijedi 12 mjeseci od kupnje i može se iskoristiti u webshopu i u klupskoj trgovini na stadionu.');
  if (def.format === 'bundle')
    // The saving, when there is one, is worked out from the prices on the page ('Uštedite X €'), not claimed here.
    lines.push('Veličine birate za svaki dio paketa.');
  if (def.signed) lines.push('Uz proizvod dobivate certifikat o autentičnosti potpisa.');
  lines.push('Službeni proizvod NK Zvijezda. Dio prihoda ide za rad omladinske škole kluba.');
  return lines.map((line) => `<p>${line}</p>`).join('');
}
