/** Characters of a bad value an error message quotes at most. */
export const INPUT_EXCERPT_CHARS = 40;

// Control, format (bidi overrides, zero-width), private-use, unassigned and lone-surrogate
// characters, and line/paragraph separators: shown as \u{…} so a message prints as one safe line.
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\\']/gu;

function escaped(char: string): string {
  if (char === '\\' || char === "'") return `\\${char}`;
  return `\\u{${char.codePointAt(0)!.toString(16)}}`;
}

/**
 * How an error message quotes input it refuses: at most `max` characters, quoted, unprintable
 * characters escaped, and the full length named when it was cut — e.g. `'abc'`, or
 * `'AAAA…' (100000 characters)`. Clients get back a short line, never their whole input.
 */
export function inputExcerpt(value: unknown, max = INPUT_EXCERPT_CHARS): string {
  if (typeof value === 'string') {
    const chars = Array.from(value);
    const shown = chars.slice(0, max).join('').replace(UNPRINTABLE, escaped);
    return chars.length <= max ? `'${shown}'` : `'${shown}…' (${chars.length} characters)`;
  }
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    // Unquoted, as before: digits, true/false, null/undefined are printable; a huge bigint is cut.
    const text = String(value);
    return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters)`;
  }
  // Objects are not echoed at all (their text could be anything, and of any size).
  return Array.isArray(value) ? 'an array' : `a value of type ${typeof value}`;
}
