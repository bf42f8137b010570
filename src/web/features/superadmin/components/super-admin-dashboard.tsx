import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSuperAdminOverview } from '@/web/features/superadmin/api/superadmin-api';
import { AreaCards } from '@/web/features/superadmin/components/area-cards';
import { PlatformFigures } from '@/web/features/superadmin/components/platform-figures';
import { SuperAdminNav } from '@/web/features/superadmin/components/super-admin-nav';

/** Spec 02 "Super admin dashboard": its navigation bar, the account's state, figures and area cards. */
export function SuperAdminDashboard({ email, onSignOut }: { email: string | null; onSignOut: () => void }) {
  const { t } = useTranslation('superadmin');
  const overview = useSuperAdminOverview(true);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <SuperAdminNav onSignOut={onSignOut} />
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </div>
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />} title={t('active')}>
          {email ? <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{t('signedInAs', { email })}</Text> : null}
        </Alert>
        <PlatformFigures overview={overview} />
        <AreaCards overview={overview.data} />
      </Stack>
    </Container>
  );
}
