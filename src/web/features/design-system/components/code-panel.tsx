import { Code, Stack, Text } from '@mantine/core';

/** A labelled, scrollable code block (focusable, so keyboard users can scroll it). */
export function CodePanel({ label, code, maxHeight = 320 }: { label: string; code: string; maxHeight?: number }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Code block tabIndex={0} role="region" aria-label={label} style={{ maxHeight, overflow: 'auto', whiteSpace: 'pre', fontSize: 12 }}>
        {code}
      </Code>
    </Stack>
  );
}
