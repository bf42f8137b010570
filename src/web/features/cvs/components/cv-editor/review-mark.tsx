import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from './validation';

/** "Please check" with a "Looks right" button, for a field the engine is unsure of. */
export function ReviewMark({ label, onConfirm }: { label: string; onConfirm: () => void }) {
  const { t } = useTranslation('cvEditor');
  return (
    <Group gap="xs" wrap="wrap">
      <Tooltip label={t('pleaseCheckHint')} withArrow>
        <Badge color="orange" variant="light" tt="none" leftSection={<IconAlertTriangle size={12} aria-hidden="true" />} tabIndex={0}>
          {t('pleaseCheck')}
        </Badge>
      </Tooltip>
      <Button
        size="compact-xs"
        variant="subtle"
        color="teal"
        leftSection={<IconCheck size={12} aria-hidden="true" />}
        onClick={onConfirm}
        aria-label={`${t('looksRight')}: ${label}`}
      >
        {t('looksRight')}
      </Button>
    </Group>
  );
}

/** The translated message for a field's problem, or undefined when it has none. */
export function useFieldError(errors: FieldErrors) {
  const { t } = useTranslation('cvEditor');
  return (path: string): string | undefined => {
    const found = errors[path];
    if (!found) return undefined;
    if (found.problem === 'tooLong') return t('errors.tooLong', { max: found.max ?? 0 });
    return t(`errors.${found.problem}`);
  };
}
