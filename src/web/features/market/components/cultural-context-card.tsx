import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoData, safeHref } from '@/web/features/market/components/sources';
import type { CulturalContext, WorkCultureNote } from '@/web/features/market/types';

export const culturalFields = ['workValues', 'communicationStyle', 'careerApproach', 'professionalNetworking'] as const;

/** A linked citation need not spell out its address as well. */
function withoutAddress(citation: string, url: string | null): string {
  if (!url) return citation;
  const trimmed = citation
    .replace(url, '')
    .replace(/[\s,;:]+$/, '')
    .trim();
  return trimmed || citation;
}

function NoteSources({ note }: { note: WorkCultureNote }) {
  const { t } = useTranslation('market');
  if (note.sources.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {t('culture.sourcesLabel')}{' '}
      {note.sources.map((s, i) => {
        const href = safeHref(s.url);
        return (
          <span key={s.id}>
            {i > 0 ? '; ' : ''}
            {href ? (
              <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit>
                {withoutAddress(s.citation, s.url)}
              </Anchor>
            ) : (
              s.citation
            )}
          </span>
        );
      })}
    </Text>
  );
}

/** The spec's cultural context (work values, communication, career approach, networking) with sources. */
export function CulturalContextFields({ context, order = 4 }: { context: CulturalContext | null; order?: TitleOrder }) {
  const { t } = useTranslation('market');
  if (!context)
    return (
      <Text size="sm" c="dimmed">
        {t('culture.none')}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {culturalFields.map((field) => {
        const notes = context[field] ?? [];
        return (
          <Stack key={field} gap={6}>
            <Title order={order} size="h6">
              {t(`culture.fields.${field}`)}
            </Title>
            {notes.length === 0 ? (
              <NoData size="sm" />
            ) : (
              <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }}>
                {notes.map((note) => (
                  <Stack component="li" key={`${note.topic}|${note.text}`} gap={2}>
                    <Text size="sm">
                      <Text span fw={600} inherit>
                        {note.topic}:
                      </Text>{' '}
                      {note.text}
                    </Text>
                    <NoteSources note={note} />
                  </Stack>
                ))}
              </Stack>
            )}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
