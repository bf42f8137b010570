import { Alert, Button } from '@mantine/core';
import { IconFileUpload, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';

/** Personalisation needs an analysed CV: say so, with the way to get one. */
export function NoCvNotice() {
  const { t } = useTranslation('market');
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden="true" />} title={t('personal.noCvTitle')}>
      {t('personal.noCv')}
      <div>
        <Button component={Link} to={paths.cvUpload} size="xs" mt="sm" leftSection={<IconFileUpload size={14} aria-hidden="true" />}>
          {t('personal.upload')}
        </Button>
      </div>
    </Alert>
  );
}
