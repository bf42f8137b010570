import { TagsInput } from '@mantine/core';
import type { TagsInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Items may hold commas ("Resilience, flexibility and agility"), so only ";" and Enter end one, as
// in the CSV import.
const LIST_SPLIT = [';'];

/** A list field: items as tags, typed and confirmed with Enter or ";"; `note` adds to the hint. */
export function ListField({ note, ...props }: TagsInputProps & { note?: string }) {
  const { t } = useTranslation('marketAdmin');
  const hint = t('form.listHint');
  return <TagsInput splitChars={LIST_SPLIT} acceptValueOnBlur clearable description={note ? `${hint} ${note}` : hint} {...props} />;
}
