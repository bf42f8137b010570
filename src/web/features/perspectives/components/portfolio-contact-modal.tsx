import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PortfolioContact } from '@/contract/visibility';
import { useContactPortfolio } from '@/web/features/perspectives/api/contact-portfolio';
import { ApiError } from '@/web/lib/api-client';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A visitor writes to the portfolio's owner; the server mails it on, so neither address is shown. */
export function PortfolioContactModal({ slug, ownerName, opened, onClose }: { slug: string; ownerName: string | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('perspectives');
  const send = useContactPortfolio(slug);
  const form = useForm<PortfolioContact>({
    initialValues: { name: '', email: '', message: '' },
    validate: {
      name: (v) => (v.trim() === '' ? t('portfolio.contact.nameRequired') : v.length > 100 ? t('portfolio.contact.tooLong', { max: 100 }) : null),
      email: (v) => (EMAIL.test(v.trim()) ? null : t('portfolio.contact.emailInvalid')),
      message: (v) => (v.trim().length < 10 ? t('portfolio.contact.messageShort') : v.length > 2000 ? t('portfolio.contact.tooLong', { max: 2000 }) : null),
    },
  });
  const close = () => {
    onClose();
    if (send.isSuccess) {
      form.reset();
      send.reset();
    }
  };
  const failure = send.error instanceof ApiError && send.error.status === 429 ? t('portfolio.contact.tooMany') : t('portfolio.contact.failed');

  return (
    <Modal opened={opened} onClose={close} title={t('portfolio.contact.title')} centered closeButtonProps={{ 'aria-label': t('portfolio.contact.close') }}>
      {send.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden="true" />} role="status">
            {t('portfolio.contact.sent')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('portfolio.contact.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => send.mutate({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() }))}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {ownerName ? t('portfolio.contact.intro', { name: ownerName }) : t('portfolio.contact.introNoName')}
            </Text>
            <TextInput label={t('portfolio.contact.name')} autoComplete="name" required {...form.getInputProps('name')} />
            <TextInput
              label={t('portfolio.contact.email')}
              description={t('portfolio.contact.emailHint')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <Textarea label={t('portfolio.contact.message')} autosize minRows={4} maxRows={10} required {...form.getInputProps('message')} />
            {send.isError ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('portfolio.contact.cancel')}
              </Button>
              <Button type="submit" loading={send.isPending}>
                {t('portfolio.contact.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
