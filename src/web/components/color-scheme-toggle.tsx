import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Light/dark switch; `onChange` lets a signed-in layout save the choice. */
export function ColorSchemeToggle({ onChange }: { onChange?: (scheme: 'light' | 'dark') => void } = {}) {
  const { t } = useTranslation('common');
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('colorScheme.toDark') : t('colorScheme.toLight');
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} title={label} onClick={() => {
        setColorScheme(next);
        onChange?.(next);
      }}>
      {computed === 'dark' ? <IconSun size={18} aria-hidden="true" /> : <IconMoon size={18} aria-hidden="true" />}
    </ActionIcon>
  );
}
