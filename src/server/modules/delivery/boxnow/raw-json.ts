/**
 * The exact source text of a top-level member's value in a JSON object, e.g. `{"a":1,"data":{"x": 2}}` and
 * 'data' give `{"x": 2}`. A signature over "the data" is over these bytes, so they are cut out of the text
 * rather than re-serialised. The text must already be valid JSON (the caller parsed it); undefined when the
 * member is absent or the top level is not an object.
 */
export function rawJsonMember(json: string, member: string): string | undefined {
  let i = skipSpace(json, 0);
  if (json[i] !== '{') return undefined;
  i = skipSpace(json, i + 1);
  let found: string | undefined;
  while (i < json.length && json[i] !== '}') {
    const keyEnd = endOfString(json, i);
    const key = JSON.parse(json.slice(i, keyEnd)) as string;
    const valueStart = skipSpace(json, skipSpace(json, keyEnd) + 1); // past the ':'
    const valueEnd = endOfValue(json, valueStart);
    // A repeated key: JSON.parse keeps the last one, so the signature must be checked against the last one too.
    if (key === member) found = json.slice(valueStart, valueEnd);
    i = skipSpace(json, valueEnd);
    if (json[i] === ',') i = skipSpace(json, i + 1);
  }
  return found;
}

function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++;
  return i;
}

/** Index just past the string starting at `from` (which is a '"'). */
function endOfString(text: string, from: number): number {
  let i = from + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Index just past the value starting at `from`: a string, an object or array (nested), or a literal/number. */
function endOfValue(text: string, from: number): number {
  const first = text[from];
  if (first === '"') return endOfString(text, from);
  if (first === '{' || first === '[') {
    let depth = 0;
    let i = from;
    while (i < text.length) {
      const c = text[i];
      if (c === '"') {
        i = endOfString(text, i);
        continue;
      }
      if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') {
        depth--;
        if (depth === 0) return i + 1;
      }
      i++;
    }
    return i;
  }
  let i = from;
  while (i < text.length && !',}] \t\n\r'.includes(text[i] as string)) i++;
  return i;
}
