/** A rendered perspective as plain text, for the server's PDF export. */
import { createFormatter } from './format';
import { PERSPECTIVE_MESSAGES } from './messages/messages';
import type { RenderedPerspective } from './types';

export function perspectiveToText(rendered: RenderedPerspective): string {
  const m = PERSPECTIVE_MESSAGES[rendered.language];
  const f = createFormatter(rendered.language);
  const lines = [
    rendered.title,
    m.text.audience(rendered.audience),
    m.text.tone(m.tones[rendered.tone]),
    m.text.coverage(f.percent(rendered.confidence)),
  ];
  for (const section of rendered.sections) {
    lines.push('', section.heading, '-'.repeat(section.heading.length));
    for (const item of section.items) {
      lines.push(`- ${item.text}`);
      if (item.detail) lines.push(`  ${item.detail}`);
      for (const e of item.evidence ?? []) lines.push(`  > ${e}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
