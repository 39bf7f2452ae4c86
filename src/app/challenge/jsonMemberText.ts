/**
 * Edits one member of a JSON object's text and leaves every other character as it was: the other
 * members' keys, values, order, spacing, number spellings and escapes, even keys given twice. Used
 * where text written by someone else (another build, another tab) must survive our write.
 */

/** Where one top-level member's value lies in the object's text (start inclusive, end exclusive). */
interface MemberSpan {
  key: string;
  valueStart: number;
  valueEnd: number;
}

const WHITE_SPACE = new Set([' ', '\t', '\n', '\r']);

function skipWhiteSpace(text: string, at: number): number {
  let i = at;
  while (i < text.length && WHITE_SPACE.has(text[i] as string)) i++;
  return i;
}

/** The index just past the string token that starts at `at` (an opening quote). */
function skipString(text: string, at: number): number {
  let i = at + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The index just past the value that starts at `at`. */
function skipValue(text: string, at: number): number {
  const first = text[at];
  if (first === '"') return skipString(text, at);
  if (first === '{' || first === '[') {
    let depth = 0;
    let i = at;
    while (i < text.length) {
      const char = text[i] as string;
      if (char === '"') {
        i = skipString(text, i);
        continue;
      }
      if (char === '{' || char === '[') depth++;
      else if (char === '}' || char === ']') depth--;
      i++;
      if (depth === 0) return i;
    }
    return i;
  }
  let i = at;
  while (i < text.length && !WHITE_SPACE.has(text[i] as string) && text[i] !== ',' && text[i] !== '}' && text[i] !== ']') i++;
  return i;
}

/** The members of `objectText` in order, and the index of its closing brace. */
function membersOf(objectText: string): { members: MemberSpan[]; closingBrace: number } {
  const members: MemberSpan[] = [];
  let i = skipWhiteSpace(objectText, 0) + 1; // past "{"
  for (;;) {
    i = skipWhiteSpace(objectText, i);
    if (objectText[i] === '}') return { members, closingBrace: i };
    const keyEnd = skipString(objectText, i);
    const key = JSON.parse(objectText.slice(i, keyEnd)) as string;
    const valueStart = skipWhiteSpace(objectText, skipWhiteSpace(objectText, keyEnd) + 1); // past ":"
    const valueEnd = skipValue(objectText, valueStart);
    members.push({ key, valueStart, valueEnd });
    i = skipWhiteSpace(objectText, valueEnd);
    if (objectText[i] === ',') i++;
  }
}

/**
 * `objectText` (the text of a JSON object: the caller has checked that `JSON.parse` reads it as one)
 * with the member `key` given the value `valueText` (JSON text). The member that counts when the
 * text is read, the last one named `key` (whatever escapes spell its name), has its value replaced;
 * when there is none, the member is added after the last one. Every other character is kept.
 */
export function withJsonMember(objectText: string, key: string, valueText: string): string {
  const { members, closingBrace } = membersOf(objectText);
  const named = members.filter((member) => member.key === key).at(-1);
  if (named) return `${objectText.slice(0, named.valueStart)}${valueText}${objectText.slice(named.valueEnd)}`;
  const last = members.at(-1);
  const member = `${JSON.stringify(key)}:${valueText}`;
  if (!last) return `${objectText.slice(0, closingBrace)}${member}${objectText.slice(closingBrace)}`;
  return `${objectText.slice(0, last.valueEnd)},${member}${objectText.slice(last.valueEnd)}`;
}
