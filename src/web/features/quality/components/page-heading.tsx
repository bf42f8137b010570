import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page's h1, its subtitle and the page-wide actions. */
export function PageHeading({ title, subtitle, actions }: { title: string; subtitle: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={4} maw={720}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{subtitle}</Text>
      </Stack>
      {actions}
    </Group>
  );
}
