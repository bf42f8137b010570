import { Badge, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface SectionCardProps {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
  /** false while the section is only a placeholder page. */
  available: boolean;
}

export function SectionCard({ title, description, to, icon, available }: SectionCardProps) {
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <Card component={Link} to={to} h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Badge variant="light" color={available ? 'teal' : 'gray'}>
          {available ? t('common:available') : t('common:comingSoon')}
        </Badge>
      </Group>
      <Title order={3} size="h4" mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {description}
      </Text>
      <IconArrowRight size={18} aria-hidden="true" style={{ marginTop: 'auto' }} />
    </Card>
  );
}
