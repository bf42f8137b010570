import { Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** A tab's content: its heading, a line on what it covers, and the settings. */
export function SettingsCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="lg">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Card>
  );
}
