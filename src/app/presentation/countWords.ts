/** Counts from two to twelve as prose writes them; a larger count is written in digits. */
const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'] as const;

/**
 * A count as a sentence writes it: 7 → "seven", 15 → "15". Prose that counts a list (controllers,
 * levels, plays) derives the word from the list's length, so the words never disagree with it
 * (`tests/docs/proseCounts.test.ts` checks the docs and sources for written counts).
 */
export function countInWords(count: number): string {
  return Number.isInteger(count) && count >= 0 && count < COUNT_WORDS.length ? (COUNT_WORDS[count] as string) : String(count);
}

/** The same, starting a sentence: 7 → "Seven". */
export function countInWordsCapitalised(count: number): string {
  const word = countInWords(count);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Items joined as prose lists them: ["a"] → "a", ["a", "b", "c"] → "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] as string}`;
}
