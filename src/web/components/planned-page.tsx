import { Badge, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';
import { useDocumentTitle } from '@/web/lib/use-document-title';

/** Honest placeholder for a section whose feature arrives in a later release. */
export function PlannedPage({ title }: { title: string }) {
  const { t } = useTranslation('common');
  useDocumentTitle(t('pageTitle', { title }));
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
          <Stack align="flex-start" gap="md">
            <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
              <IconHammer size={26} />
            </ThemeIcon>
            <Badge variant="light" color="gray">
              {t('comingSoon')}
            </Badge>
            <Text>{t('planned.message')}</Text>
            <Button
              component={Link}
              to={paths.dashboard}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            >
              {t('planned.backToDashboard')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
