import { Box, Card, Container, Divider, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { privacyPages } from '../content';
import type { PrivacyPageMeta } from '../content';

interface ArticleSection {
  heading: string;
  body: string;
  items: string[];
}

/** Reads the `sections` resource defensively: a language missing the key must not crash the page. */
function toSections(value: unknown): ArticleSection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { heading, body, items } = entry as Record<string, unknown>;
    if (typeof heading !== 'string' || typeof body !== 'string') return [];
    const list = Array.isArray(items) ? items.filter((item): item is string => typeof item === 'string') : [];
    return [{ heading, body, items: list }];
  });
}

export function PrivacyArticle({ page }: { page: PrivacyPageMeta }) {
  const { t } = useTranslation('privacy');
  const PageIcon = page.icon;
  const sections = toSections(t(`pages.${page.key}.sections`, { returnObjects: true }));

  return (
    <Container size="md" py={{ base: 40, sm: 64 }} component="article" aria-labelledby="privacy-page-title">
      <ThemeIcon size={52} radius="md" variant="light" aria-hidden>
        <PageIcon size={28} stroke={1.6} />
      </ThemeIcon>
      <Title id="privacy-page-title" order={1} mt="md" fz={{ base: 30, sm: 40 }}>
        {t(`pages.${page.key}.title`)}
      </Title>
      <Text size="lg" c="dimmed" mt="md" lh={1.6}>
        {t(`pages.${page.key}.summary`)}
      </Text>
      <Text size="sm" c="dimmed" mt="sm">
        {t('lastUpdated')}
      </Text>

      <Divider my="xl" />

      <Stack gap="xl">
        {sections.map((section, index) => (
          <Box component="section" key={section.heading} aria-labelledby={`privacy-section-${index}`}>
            <Title id={`privacy-section-${index}`} order={2} size="h3" mb="xs">
              {section.heading}
            </Title>
            <Text lh={1.7}>{section.body}</Text>
            {section.items.length > 0 && (
              <List mt="sm" spacing={6} lh={1.6}>
                {section.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
          </Box>
        ))}
      </Stack>

      <Box component="nav" aria-labelledby="privacy-related-title" mt={56}>
        <Title id="privacy-related-title" order={2} size="h4" mb="md">
          {t('relatedTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {page.related.map((path) => {
            const related = privacyPages[path];
            const RelatedIcon = related.icon;
            return (
              <Card key={path} component={Link} to={path} padding="md" radius="md" withBorder>
                <Group gap="sm" wrap="nowrap" justify="space-between">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon size={32} radius="md" variant="light" aria-hidden>
                      <RelatedIcon size={18} stroke={1.6} />
                    </ThemeIcon>
                    <Text fw={600} size="sm">
                      {t(`pages.${related.key}.title`)}
                    </Text>
                  </Group>
                  <IconArrowRight size={16} aria-hidden />
                </Group>
              </Card>
            );
          })}
        </SimpleGrid>
      </Box>
    </Container>
  );
}
