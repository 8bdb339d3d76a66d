const manila = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as the shop reads it, in Manila time: `2026-11-25 19:45`. */
export const manilaDateTime = (date: Date): string => manila.format(date).replace(',', '');
