import { Box, Button, Card, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** a narrow column keeps its content on one line */
  nowrap?: boolean;
}

/**
 * Rows as a table, or as cards at phone width (where a table would scroll sideways). The first
 * column is the card's title; the others become label and value pairs.
 */
export function RecordsView<T extends { id: string }>({
  label,
  rows,
  columns,
  actions,
  busy = false,
}: {
  /** names the table or list for assistive technology */
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  actions: (row: T) => ReactNode;
  /** new rows are on their way (a page change): the old ones are dimmed */
  busy?: boolean;
}) {
  const { t } = useTranslation('marketAdmin');
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const style = { opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' };

  if (!wide) {
    const [title, ...rest] = columns;
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none', ...style }} aria-label={label} aria-busy={busy}>
        {rows.map((row) => (
          <Card component="li" key={row.id} padding="md">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {title.cell(row)}
            </Text>
            <Box component="dl" m={0} mt="xs">
              {rest.map((column) => (
                <Group key={column.key} gap={6} wrap="nowrap" align="baseline" mb={4}>
                  <Text component="dt" size="xs" c="dimmed" fw={600} style={{ flex: '0 0 auto' }}>
                    {column.header}:
                  </Text>
                  <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                    {column.cell(row)}
                  </Text>
                </Group>
              ))}
            </Box>
            <Box mt="sm">{actions(row)}</Box>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={busy} style={style}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col">
                {column.header}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              {t('table.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((column) => (
                <Table.Td key={column.key} style={column.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}>
                  {column.cell(row)}
                </Table.Td>
              ))}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{actions(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Edit and Delete for one row, named after it ("Edit Siemens"). */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('marketAdmin');
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="default" leftSection={<IconPencil size={14} aria-hidden="true" />} onClick={onEdit} aria-label={t('actions.editNamed', { name })}>
        {t('actions.edit')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden="true" />}
        onClick={onDelete}
        aria-label={t('actions.deleteNamed', { name })}
      >
        {t('actions.delete')}
      </Button>
    </Group>
  );
}

/** Page buttons under a list; nothing when everything fits on one page. */
export function Pages({ total, value, onChange, label }: { total: number; value: number; onChange: (page: number) => void; label: string }) {
  const { t } = useTranslation('marketAdmin');
  if (total <= 1) return null;
  return (
    <Box component="nav" aria-label={label}>
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        size="sm"
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      />
    </Box>
  );
}
