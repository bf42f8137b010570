import { Switch } from '@mantine/core';

/** One on/off setting: its label, a line on what it does, saved when switched. */
export function SettingSwitch({
  label,
  description,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Switch
      label={label}
      description={description}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
      size="md"
      styles={{ label: { fontWeight: 600 } }}
    />
  );
}
