/**
 * Up to two capitals for the signed-in header badge: the first letters of the first and last word of the name
 * ('Ana Kovač' → 'AK'), else of the e-mail ('kupac@…' → 'K'); 'Čedo Šimić' keeps its diacritics.
 */
export function initialsOf(displayName: string, email: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words.length === 1 ? [words[0]] : [email];
  return picked
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase('hr');
}
