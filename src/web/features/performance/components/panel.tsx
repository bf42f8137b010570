import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import type { TitleOrder } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A bordered section with a heading and, optionally, a link to where the full list lives. */
export function Panel({ title, link, children, order = 2 }: { title: string; link?: { to: string; label: string }; children: ReactNode; order?: TitleOrder }) {
  const titleId = useId();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={titleId} h="100%">
      <Stack gap="md">
        <Title order={order} size="h4" id={titleId}>
          {title}
        </Title>
        {children}
        {link ? <MoreLink to={link.to} label={link.label} /> : null}
      </Stack>
    </Paper>
  );
}

export function MoreLink({ to, label }: { to: string; label: string }) {
  return (
    <Group justify="flex-end">
      <Anchor component={Link} to={to} size="sm">
        <Group gap={4} component="span">
          {label}
          <IconArrowRight size={14} aria-hidden="true" />
        </Group>
      </Anchor>
    </Group>
  );
}
