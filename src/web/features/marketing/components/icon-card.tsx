import { Card, Text, ThemeIcon, Title } from '@mantine/core';
import type { TitleSize } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** The card of the marketing grids: an icon, an h3 title and a short text. */
export function IconCard({ icon: CardIcon, title, description, titleSize = 'h5' }: { icon: Icon; title: string; description: string; titleSize?: TitleSize }) {
  return (
    <Card padding="lg" radius="md" withBorder>
      <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
        <CardIcon size={22} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} size={titleSize} mt="md" mb={6}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" lh={1.6}>
        {description}
      </Text>
    </Card>
  );
}
