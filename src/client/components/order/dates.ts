/** Dates of orders as a Croatian customer reads them, in Zagreb time: '25. studenoga 2026.' and with the time. */
const zagreb = { timeZone: 'Europe/Zagreb' } as const;

export const longDate = (iso: string) => new Date(iso).toLocaleDateString('hr-HR', { dateStyle: 'long', ...zagreb });

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('hr-HR', { dateStyle: 'long', timeStyle: 'short', ...zagreb });
