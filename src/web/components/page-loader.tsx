import { Center, Loader, Stack, Text } from '@mantine/core';

/** Centered spinner with a visible, announced label. */
export function PageLoader({ label, minHeight = '50vh' }: { label: string; minHeight?: string | number }) {
  return (
    <Center mih={minHeight} p="xl">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
