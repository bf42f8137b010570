/**
 * A small, strict XML reader for the documents people import (Europass): elements by local name
 * (namespace prefixes dropped), attributes, text with the five XML entities and character
 * references. One linear pass; a DOCTYPE is refused, so no entity is ever expanded from outside.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** the element's own text (children's text not included), entities decoded */
  text: string;
}

export class XmlError extends Error {}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    const named = ENTITIES[ref];
    if (named === undefined) throw new XmlError(`unknown entity ${whole}`);
    return named;
  });
}

const localName = (qualified: string): string => qualified.slice(qualified.indexOf(':') + 1);

function isNameChar(c: string): boolean {
  return !/[\s/>=<"']/.test(c);
}

export function parseXml(source: string): XmlElement {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let i = 0;
  const fail = (why: string): never => {
    throw new XmlError(`${why} at character ${i}`);
  };
  const skipTo = (end: string): void => {
    const at = text.indexOf(end, i);
    if (at < 0) fail(`unterminated markup (no ${end})`);
    i = at + end.length;
  };
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const chunk = lt < 0 ? text.slice(i) : text.slice(i, lt);
    if (chunk.trim() !== '') {
      const top = stack[stack.length - 1];
      if (!top) fail('text outside the root element');
      else top.text += decode(chunk);
    }
    if (lt < 0) break;
    i = lt;
    if (text.startsWith('<?', i)) skipTo('?>');
    else if (text.startsWith('<!--', i)) skipTo('-->');
    else if (text.startsWith('<![CDATA[', i)) {
      const end = text.indexOf(']]>', i);
      if (end < 0) fail('unterminated CDATA');
      const top = stack[stack.length - 1];
      if (!top) fail('CDATA outside the root element');
      else top.text += text.slice(i + 9, end);
      i = end + 3;
    } else if (text.startsWith('<!', i)) fail('DOCTYPE declarations are not accepted');
    else if (text.startsWith('</', i)) {
      const end = text.indexOf('>', i);
      if (end < 0) fail('unterminated end tag');
      const name = localName(text.slice(i + 2, end).trim());
      const open = stack.pop();
      if (!open || open.name !== name) fail(`mismatched end tag </${name}>`);
      i = end + 1;
    } else {
      i++;
      let j = i;
      while (j < text.length && isNameChar(text[j])) j++;
      if (j === i) fail('element without a name');
      const element: XmlElement = { name: localName(text.slice(i, j)), attributes: {}, children: [], text: '' };
      i = j;
      for (;;) {
        while (i < text.length && /\s/.test(text[i])) i++;
        if (i >= text.length) fail('unterminated start tag');
        if (text[i] === '>' || text.startsWith('/>', i)) break;
        let k = i;
        while (k < text.length && isNameChar(text[k])) k++;
        const attr = localName(text.slice(i, k));
        i = k;
        while (/\s/.test(text[i] ?? '')) i++;
        if (text[i] !== '=') fail('attribute without a value');
        i++;
        while (/\s/.test(text[i] ?? '')) i++;
        const quote = text[i];
        if (quote !== '"' && quote !== "'") fail('unquoted attribute value');
        const end = text.indexOf(quote, i + 1);
        if (end < 0) fail('unterminated attribute value');
        element.attributes[attr] = decode(text.slice(i + 1, end));
        i = end + 1;
      }
      const selfClosing = text[i] === '/';
      i += selfClosing ? 2 : 1;
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) fail('a second root element');
      else root = element;
      if (!selfClosing) stack.push(element);
    }
  }
  if (stack.length > 0) throw new XmlError(`unclosed element <${stack[stack.length - 1].name}>`);
  if (!root) throw new XmlError('no root element');
  return root;
}

/** The first child named `name`, following a path of names ("PersonName/FirstName"). */
export function child(element: XmlElement | undefined, path: string): XmlElement | undefined {
  let at = element;
  for (const name of path.split('/')) at = at?.children.find((c) => c.name === name);
  return at;
}

export function children(element: XmlElement | undefined, name: string): XmlElement[] {
  return element ? element.children.filter((c) => c.name === name) : [];
}

/** Trimmed text at the path, or null when missing or empty. */
export function textAt(element: XmlElement | undefined, path: string): string | null {
  const t = child(element, path)?.text.trim();
  return t ? t : null;
}

/** Every descendant named `name`, depth first. */
export function descendants(element: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (e: XmlElement): void => {
    for (const c of e.children) {
      if (c.name === name) out.push(c);
      walk(c);
    }
  };
  walk(element);
  return out;
}
