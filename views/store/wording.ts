/** "2 min 05 s"; under a minute, "42 s"; over an hour, "1 h 03 min". */
export function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, "0")} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

/** "2027-01-05 09:30", in `timeZone` or the machine's. */
export function dateTime(date: Date, timeZone?: string): string {
  const { year, month, day, hour, minute } = dateParts(date, timeZone);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

/** "2027-01-05", the day `date` falls on in `timeZone` or the machine's. */
export function day(date: Date, timeZone?: string): string {
  const { year, month, day: dayOfMonth } = dateParts(date, timeZone);
  return `${year}-${month}-${dayOfMonth}`;
}

function dateParts(date: Date, timeZone: string | undefined): Record<string, string> {
  const format = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
