import { Anchor, Stack, Text } from '@mantine/core';
import type { TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { distinctSources } from '@/web/features/market/lib/format';

/** Only web addresses become links; anything else in the data stays text. */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** "Source: Eurostat …, 2024", linked when the data give an address. */
export function SourceLine({ source, period, url, ...props }: { source: string; period?: string | null; url?: string | null } & TextProps) {
  const { t } = useTranslation('market');
  const text = period ? t('sourcePeriod', { source, period }) : t('source', { source });
  const href = safeHref(url);
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} {...props}>
      {href ? (
        <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit>
          {text}
        </Anchor>
      ) : (
        text
      )}
    </Text>
  );
}

/** One "Source:" line per source of some figures, with every period they cover. */
export function FigureSources({ figures }: { figures: readonly ({ source: string; period: string } | null | undefined)[] }) {
  const sources = distinctSources(figures);
  if (sources.length === 0) return null;
  return (
    <Stack gap={2}>
      {sources.map((s) => (
        <SourceLine key={s.source} source={s.source} period={s.periods.join(', ')} />
      ))}
    </Stack>
  );
}

/** The 'no data' marker for a missing figure. */
export function NoData(props: TextProps) {
  const { t } = useTranslation('market');
  return (
    <Text span c="dimmed" fs="italic" {...props}>
      {t('noData')}
    </Text>
  );
}
