/**
 * Translates a JSON Schema pattern (ECMAScript regex, unanchored) into an XSD pattern (always
 * anchored, no `^`/`$`, no non-capturing groups, `\d` meaning any Unicode digit). Constructs XSD
 * cannot express (look-around, word boundaries, back-references, lazy quantifiers) are refused
 * rather than approximated.
 */
const UNSUPPORTED = [/\(\?[=!<]/, /\\[bBk1-9]/, /[*+?}]\?/];

export function xsdPattern(pattern: string, where: string): string {
  const refused = UNSUPPORTED.find((construct) => construct.test(pattern));
  if (refused) throw new Error(`Cannot express the pattern ${pattern} at ${where} in XSD`);
  let body = pattern;
  const anchoredStart = body.startsWith('^');
  if (anchoredStart) body = body.slice(1);
  const anchoredEnd = body.endsWith('$') && !body.endsWith('\\$');
  if (anchoredEnd) body = body.slice(0, -1);
  const translated = translate(body, pattern, where);
  return `${anchoredStart ? '' : '.*'}${translated}${anchoredEnd ? '' : '.*'}`;
}

function translate(body: string, pattern: string, where: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (char === '\\') {
      const escaped = body[i + 1];
      i++;
      if (escaped === 'd') out += inClass ? '0-9' : '[0-9]';
      else if (escaped === '/')
        out += '/'; // ECMAScript escapes the slash, XSD has no such escape
      else out += `\\${escaped ?? ''}`;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      out += char;
    } else if (char === '[') {
      inClass = true;
      out += char;
    } else if (char === '(' && body.startsWith('(?:', i)) {
      out += '(';
      i += 2;
    } else if (char === '^' || char === '$') {
      throw new Error(`Cannot express the inner anchor in ${pattern} at ${where} in XSD`);
    } else {
      out += char;
    }
  }
  return out;
}
