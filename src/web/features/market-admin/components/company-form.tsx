import { Checkbox, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Company } from '@/contract/market';
import { ListField } from '@/web/features/market-admin/components/form-fields';
import { RecordForm, useFormValidator, useRecordSubmit } from '@/web/features/market-admin/components/record-form';
import {
  companyCreateRequest,
  companyTextFields,
  companyToForm,
  companyUpdateRequest,
  emptyCompanyForm,
} from '@/web/features/market-admin/lib/record-forms';
import type { CompanyFormValues } from '@/web/features/market-admin/lib/record-forms';
import { validateCompanyForm } from '@/web/features/market-admin/lib/validation';

/** The form for a new company (`company` null) or one to edit; give it a new key per record so it starts from it. */
export function CompanyForm({ company, onClose }: { company: Company | null; onClose: () => void }) {
  const { t } = useTranslation('marketAdmin');
  const validate = useFormValidator<CompanyFormValues>(validateCompanyForm);
  const form = useForm<CompanyFormValues>({
    initialValues: company ? companyToForm(company) : emptyCompanyForm(),
    validate,
    validateInputOnBlur: true,
  });
  const { saving, onSubmit } = useRecordSubmit('companies', form, {
    create: companyCreateRequest,
    update: (values) => companyUpdateRequest(values, company!),
    label: (values) => values.name.trim(),
    onDone: onClose,
  });
  const field = (name: keyof CompanyFormValues) => ({ label: t(`fields.companies.${name}`), ...form.getInputProps(name) });
  // fields Kairos filled in itself (from the country or industry) say so until someone sets them
  const derived = (name: keyof CompanyFormValues) => {
    const note = company?.derived[name];
    return note ? t('form.derived', { note }) : undefined;
  };

  return (
    <RecordForm onSubmit={onSubmit(company?.id ?? null)} onCancel={onClose} saving={saving}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput required description={t('form.europeanIdHint')} data-autofocus {...field('european_id')} />
        <TextInput required {...field('name')} />
        <TextInput required {...field('industry')} />
        <TextInput required {...field('location')} />
      </SimpleGrid>
      <ListField note={derived('regions')} {...field('regions')} />
      <ListField note={derived('languages')} {...field('languages')} />
      <ListField note={derived('transformation_focus')} {...field('transformation_focus')} />
      <Checkbox
        label={t('fields.companies.cross_border')}
        description={t('form.crossBorderHint')}
        {...form.getInputProps('cross_border', { type: 'checkbox' })}
      />
      {companyTextFields.map((name) => (
        <Textarea key={name} autosize minRows={2} maxRows={8} description={derived(name)} {...field(name)} />
      ))}
      <TextInput description={t('form.sourceHint')} {...field('source')} />
    </RecordForm>
  );
}
