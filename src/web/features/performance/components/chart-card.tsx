import { Box, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TitleOrder } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartTable {
  columns: string[];
  rows: { key: string; cells: (string | number)[] }[];
}

/**
 * A titled chart with its text alternative: the chart itself is hidden from assistive technology,
 * and the same figures are given as a table for screen readers (and a one-line summary for all).
 */
export function ChartCard({
  title,
  summary,
  table,
  children,
  footer,
  order = 3,
}: {
  title: string;
  /** the chart in one sentence, shown under the title */
  summary?: string;
  table: ChartTable;
  /** the chart; nothing when there is nothing to draw (the summary then says so) */
  children?: ReactNode;
  footer?: ReactNode;
  order?: TitleOrder;
}) {
  const { t } = useTranslation('performance');
  const titleId = useId();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={titleId} h="100%">
      <Stack gap="sm" h="100%">
        <Title order={order} size="h4" id={titleId}>
          {title}
        </Title>
        {summary ? (
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
        ) : null}
        {children ? <Box aria-hidden="true">{children}</Box> : null}
        <VisuallyHidden>
          <Table>
            <caption>{`${title}: ${t('dataTable')}`}</caption>
            <thead>
              <tr>
                {table.columns.map((column, i) => (
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
        {footer ? <Box mt="auto">{footer}</Box> : null}
      </Stack>
    </Paper>
  );
}
