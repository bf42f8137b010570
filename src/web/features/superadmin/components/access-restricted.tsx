import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';

/** Spec 02: everyone but the super administrator sees this, with a way home. */
export function AccessRestricted() {
  const { t } = useTranslation('superadmin');
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden="true">
            <IconShieldX size={30} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('restricted.title')}
          </Title>
          <Text c="dimmed">{t('restricted.message')}</Text>
          <Button component={Link} to={paths.home} mt="sm">
            {t('restricted.home')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
