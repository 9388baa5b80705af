const englishWords = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** "{count}" spelled out up to ten on English pages, as style guides set them, figures elsewhere; capitalised first. */
export function withCount(text: string, count: number, lang: string): string {
  const spelled = /^en\b/i.test(lang) ? englishWords[count] : undefined;
  const number = spelled ?? String(count);
  return text.replace(/\{count\}/g, (_, offset: number) =>
    offset === 0 ? number.charAt(0).toUpperCase() + number.slice(1) : number,
  );
}
