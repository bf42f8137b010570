import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The Kairos wordmark, linking home. */
export function Wordmark({ to = '/' }: { to?: string }) {
  return (
    <UnstyledButton component={Link} to={to} className="kairos-wordmark">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={30} radius="md" variant="filled" aria-hidden="true">
          <IconSparkles size={18} />
        </ThemeIcon>
        <Text component="span" fw={800} fz="xl" lh={1}>
          Kairos
        </Text>
      </Group>
    </UnstyledButton>
  );
}
