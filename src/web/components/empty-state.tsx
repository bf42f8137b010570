import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

/** A friendly "nothing here yet" panel with one way forward. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  order = 2,
  withBorder = true,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  order?: TitleOrder;
  withBorder?: boolean;
}) {
  return (
    <Paper withBorder={withBorder} p={{ base: 'lg', sm: 'xl' }} radius="md">
      <Stack align="center" gap="sm" ta="center" py="md">
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={order} size="h4">
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" maw={460}>
            {description}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Paper>
  );
}
