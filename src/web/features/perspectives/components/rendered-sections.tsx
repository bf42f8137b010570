import { Badge, Box, Group, List, Stack, Text, Title } from '@mantine/core';
import type { TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RenderedPerspectiveDto } from '@/contract/perspectives';

type Section = RenderedPerspectiveDto['sections'][number];
type Item = Section['items'][number];

// short lists without evidence read better as tags (the public view's skills, languages)
const TAG_SECTIONS: ReadonlySet<Section['key']> = new Set(['skills', 'languages']);

function asTags(section: Section): boolean {
  return TAG_SECTIONS.has(section.key) && section.items.every((item) => !item.evidence?.length);
}

function ItemBody({ item }: { item: Item }) {
  const { t } = useTranslation('perspectives');
  return (
    <Stack gap={2}>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {item.text}
      </Text>
      {item.detail ? (
        <Text size="sm" c="dimmed">
          {item.detail}
        </Text>
      ) : null}
      {item.evidence?.length ? (
        <Box
          component="ul"
          aria-label={t('preview.evidence')}
          m={0}
          mt={4}
          pl="sm"
          style={{ listStyle: 'none', borderInlineStart: '2px solid var(--mantine-color-default-border)' }}
        >
          {item.evidence.map((line, i) => (
            <Text component="li" key={i} size="sm" c="dimmed" fs="italic" style={{ overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}

export function RenderedSection({ section, order }: { section: Section; order: TitleOrder }) {
  return (
    <Stack gap="xs" component="section" aria-label={section.heading}>
      <Title order={order} size="h4">
        {section.heading}
      </Title>
      {asTags(section) ? (
        <Group component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {section.items.map((item, i) => (
            <li key={i}>
              <Badge variant="light" size="lg" radius="sm" tt="none" fw={500} style={{ maxWidth: '100%' }}>
                {item.detail ? `${item.text} · ${item.detail}` : item.text}
              </Badge>
            </li>
          ))}
        </Group>
      ) : (
        <List spacing="sm" listStyleType="none" styles={{ itemWrapper: { display: 'block' } }}>
          {section.items.map((item, i) => (
            <List.Item key={i}>
              <ItemBody item={item} />
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
