import { Box, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TitleOrder } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartTable {
  columns: string[];
  rows: { key: string; cells: (string | number)[] }[];
}

/** A titled chart with its text alternative: the picture is hidden from assistive technology, a table says the same. */
export function ChartCard({
  title,
  summary,
  table,
  children,
  action,
  order = 3,
  testId,
}: {
  title: string;
  summary: string;
  table: ChartTable;
  children?: ReactNode;
  action?: ReactNode;
  order?: TitleOrder;
  testId?: string;
}) {
  const { t } = useTranslation('quality');
  const titleId = useId();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap="sm">
        <Box style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-sm)', justifyContent: 'space-between', alignItems: 'flex-end' }}>
          <Title order={order} size="h4" id={titleId}>
            {title}
          </Title>
          {action}
        </Box>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
        {children ? <Box aria-hidden="true">{children}</Box> : null}
        <VisuallyHidden>
          <Table>
            <caption>{`${title}: ${t('dataTable')}`}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
