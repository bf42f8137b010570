import { Button, Group, Skeleton, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Placeholder rows while a list loads. */
export function ListSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="xs">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} h={44} radius="sm" aria-hidden="true" />
      ))}
    </Stack>
  );
}

/** A tab's toolbar: an optional search, the count (announced politely), and the "New …" button. */
export function ListToolbar({
  search,
  count,
  newLabel,
  onNew,
}: {
  search?: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  count: ReactNode;
  newLabel: string;
  onNew: () => void;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group align="flex-end" gap="md" style={{ flex: '1 1 320px' }}>
        {search ? (
          <TextInput
            type="search"
            label={search.label}
            placeholder={search.placeholder}
            value={search.value}
            onChange={(event) => search.onChange(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            w={{ base: '100%', xs: 320 }}
          />
        ) : null}
        <Text size="sm" c="dimmed" role="status" aria-live="polite" pb={search ? 8 : 0}>
          {count}
        </Text>
      </Group>
      <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onNew}>
        {newLabel}
      </Button>
    </Group>
  );
}
