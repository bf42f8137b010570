import { ActionIcon, Collapse, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A dashboard section with an h2 and a button that folds its content away (spec: collapsible). */
export function DashboardSection({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const [opened, { toggle }] = useDisclosure(true);
  const titleId = useId();
  const contentId = useId();
  return (
    <Stack component="section" gap="md" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={contentId}
          aria-label={opened ? t('section.collapse', { title }) : t('section.expand', { title })}
        >
          <IconChevronDown
            size={18}
            aria-hidden="true"
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
          />
        </ActionIcon>
      </Group>
      <Collapse expanded={opened} id={contentId}>
        {children}
      </Collapse>
    </Stack>
  );
}
