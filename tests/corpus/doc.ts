/**
 * A small document model between the layouts and the file writers: a layout says what goes where
 * (columns, tables, a date pushed to the right margin), each writer (HTML→PDF, DOCX, ODT, TXT)
 * draws it in its own terms.
 */

export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** small grey text (dates, places) */
  muted?: boolean;
}

export type Inline = string | Run | Run[];

export type Block =
  | { t: 'name'; text: string; align?: 'left' | 'center' }
  | { t: 'kicker'; text: string; align?: 'left' | 'center' }
  | { t: 'heading'; text: string; style?: 'rule' | 'caps' | 'spaced' | 'plain' }
  | { t: 'p'; text: Inline; align?: 'left' | 'center' | 'right'; keepSpace?: boolean }
  /** a line with a part pushed to the right margin (dates, a city) */
  | { t: 'split'; left: Inline; right: Inline }
  | { t: 'bullets'; items: string[]; marker: string }
  | { t: 'table'; rows: Block[][][]; widths: number[]; borders?: boolean; shadeFirst?: boolean; rightAlignFirst?: boolean }
  /** two columns; `side` marks the narrow one, `shaded` paints it */
  | { t: 'columns'; left: Block[]; right: Block[]; widths: [number, number]; side: 'left' | 'right'; shaded?: boolean }
  | { t: 'rating'; label: string; value: number; max: number }
  | { t: 'pagebreak' }
  | { t: 'spacer' };

export interface Doc {
  blocks: Block[];
  page: 'A4' | 'Letter';
  /** visual theme of the HTML/PDF */
  theme: 'classic' | 'modern' | 'timeline' | 'europass' | 'band' | 'resume' | 'design';
  /** running footer on every page */
  footer?: string;
  lang: string;
  title: string;
}

export function runs(inline: Inline): Run[] {
  if (typeof inline === 'string') return [{ text: inline }];
  return Array.isArray(inline) ? inline : [inline];
}

export function plain(inline: Inline): string {
  return runs(inline)
    .map((r) => r.text)
    .join('');
}
