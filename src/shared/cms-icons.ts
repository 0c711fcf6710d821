/**
 * The icons an editor may give a section (docs/decisions/0257-icon-options.md): the names of the shop's own icon set
 * (the client's `Icon`) with their Croatian names and the words the icon options' search also finds them by. The
 * server stores only these names.
 */
export const CMS_ICONS = [
  { name: 'star', label: 'Zvijezda', words: 'istaknuto novo ocjena' },
  { name: 'heart', label: 'Srce', words: 'ljubav navijači favorit' },
  { name: 'check', label: 'Kvačica', words: 'potvrda uključeno gotovo' },
  { name: 'truck', label: 'Dostava', words: 'kamion paket besplatna dostava' },
  { name: 'cart', label: 'Košarica', words: 'kupnja trgovina' },
  { name: 'clock', label: 'Sat', words: 'vrijeme radno vrijeme rok' },
  { name: 'phone', label: 'Telefon', words: 'poziv kontakt' },
  { name: 'mail', label: 'Omotnica', words: 'e-pošta poruka newsletter kontakt' },
  { name: 'user', label: 'Korisnik', words: 'profil račun član' },
  { name: 'search', label: 'Povećalo', words: 'traži pretraga' },
  { name: 'arrowRight', label: 'Strelica desno', words: 'dalje naprijed' },
  { name: 'facebook', label: 'Facebook', words: 'društvene mreže' },
  { name: 'instagram', label: 'Instagram', words: 'društvene mreže' },
  { name: 'youtube', label: 'YouTube', words: 'video društvene mreže' },
  { name: 'tiktok', label: 'TikTok', words: 'video društvene mreže' },
] as const;

export type CmsIconName = (typeof CMS_ICONS)[number]['name'];

export const CMS_ICON_NAMES = CMS_ICONS.map((icon) => icon.name) as [CmsIconName, ...CmsIconName[]];

export const isCmsIcon = (name: unknown): name is CmsIconName =>
  typeof name === 'string' && (CMS_ICON_NAMES as readonly string[]).includes(name);
