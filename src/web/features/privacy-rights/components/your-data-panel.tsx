import { Alert, Button, Card, Divider, Group, Modal, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDownload, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentPurpose, ConsentsResponse } from '@/contract/privacy';
import { consentPurposes, DELETE_CONFIRM_MESSAGE } from '@/contract/privacy';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { downloadExport, useConsents, useDeleteAccount, useSetConsent } from '@/web/features/privacy-rights/api/privacy';
import { ApiError } from '@/web/lib/api-client';
import { useDateFormat } from '@/web/lib/format-date';

/** A section of the tab: its heading (h2 under the page's h1), a line on what it does, and its content. */
function Section({
  title,
  description,
  children,
  danger = false,
}: {
  title: string;
  description: string;
  children: ReactNode;
  danger?: boolean;
}) {
  const headingId = useId();
  return (
    <Card
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      withBorder
      style={danger ? { borderColor: 'var(--mantine-color-red-filled)' } : undefined}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={headingId} c={danger ? 'red' : undefined}>
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Card>
  );
}

function ExportSection() {
  const { t } = useTranslation('privacyRights');
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    notifications.clean();
    try {
      await downloadExport();
      notifications.show({ color: 'teal', message: t('export.ready') });
    } catch (error) {
      const message = error instanceof ApiError && error.status === 429 ? error.message : t('export.failed');
      notifications.show({ color: 'red', message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('export.title')} description={t('export.description')}>
      <Group>
        <Button
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={() => void download()}
          loading={busy}
          loaderProps={{ 'aria-label': t('export.preparing') }}
        >
          {t('export.button')}
        </Button>
      </Group>
    </Section>
  );
}

function ConsentSwitches({ data }: { data: ConsentsResponse }) {
  const { t } = useTranslation('privacyRights');
  const { dateTime } = useDateFormat();
  const setConsent = useSetConsent();

  function change(purpose: ConsentPurpose, granted: boolean) {
    notifications.clean();
    setConsent.mutate(
      { purpose, granted },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: granted ? t('consents.saved') : t('consents.withdrawn') }),
        onError: () => notifications.show({ color: 'red', message: t('consents.saveFailed') }),
      },
    );
  }

  return (
    <Stack gap="md">
      {consentPurposes.map((purpose, index) => {
        const state = data.consents.find((c) => c.purpose === purpose);
        const pending = setConsent.isPending && setConsent.variables.purpose === purpose;
        const checked = pending ? setConsent.variables.granted : !!state?.granted;
        const when =
          state?.granted && state.granted_at
            ? t('consents.grantedSince', { date: dateTime(state.granted_at) })
            : state?.withdrawn_at
              ? t('consents.withdrawnOn', { date: dateTime(state.withdrawn_at) })
              : t('consents.never');
        return (
          <Stack key={purpose} gap={6}>
            {index > 0 ? <Divider mb="xs" /> : null}
            <Switch
              size="md"
              label={t(`consents.purposes.${purpose}.label`)}
              description={t(`consents.purposes.${purpose}.description`)}
              checked={checked}
              disabled={pending}
              onChange={(event) => change(purpose, event.currentTarget.checked)}
              styles={{ label: { fontWeight: 600 } }}
            />
            <Text size="xs" c="dimmed" pl={54}>
              {when}
            </Text>
            {purpose === 'external_model' && !data.external_model_configured ? (
              <Text size="xs" c="dimmed" pl={54}>
                {t('consents.externalModelNotConfigured')}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}

function ConsentHistory({ data }: { data: ConsentsResponse }) {
  const { t } = useTranslation('privacyRights');
  const { dateTime } = useDateFormat();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('consents.history.title')}
      </Title>
      {data.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('consents.history.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped withTableBorder fz="sm">
            <Table.Caption>{t('consents.history.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('consents.history.purpose')}</Table.Th>
                <Table.Th scope="col">{t('consents.history.granted')}</Table.Th>
                <Table.Th scope="col">{t('consents.history.withdrawn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.history.map((h) => (
                <Table.Tr key={h.id}>
                  <Table.Td>{t(`consents.purposes.${h.purpose}.label`)}</Table.Td>
                  <Table.Td>{dateTime(h.granted_at)}</Table.Td>
                  <Table.Td>{h.withdrawn_at ? dateTime(h.withdrawn_at) : t('consents.history.stillGiven')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function ConsentsSection() {
  const { t } = useTranslation(['privacyRights', 'common']);
  const query = useConsents();
  return (
    <Section title={t('consents.title')} description={t('consents.description')}>
      {query.isPending ? (
        <PageLoader label={t('common:loading')} minHeight={160} />
      ) : query.isError ? (
        <LoadError
          title={t('consents.loadFailed')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Stack gap="lg">
          <ConsentSwitches data={query.data} />
          <ConsentHistory data={query.data} />
        </Stack>
      )}
    </Section>
  );
}

function DeleteSection({ email, onDeleted }: { email: string; onDeleted: () => void | Promise<void> }) {
  const { t } = useTranslation('privacyRights');
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const matches = typed.trim().toLowerCase() === email.trim().toLowerCase();

  function close() {
    if (remove.isPending) return;
    setOpened(false);
    setTyped('');
    setError(null);
  }

  function confirm() {
    if (!matches) {
      setError(t('delete.mismatch'));
      return;
    }
    setError(null);
    remove.mutate(typed, {
      onSuccess: () => {
        setOpened(false);
        notifications.clean();
        notifications.show({ color: 'teal', message: t('delete.deleted') });
        void onDeleted();
      },
      onError: (e) => {
        // the server's own words for a wrong confirmation or too many attempts
        if (e instanceof ApiError && (e.message === DELETE_CONFIRM_MESSAGE || e.status === 429))
          setError(e.status === 429 ? e.message : t('delete.mismatch'));
        else notifications.show({ color: 'red', message: t('delete.failed') });
      },
    });
  }

  return (
    <Section title={t('delete.title')} description={t('delete.description')} danger>
      <Group>
        <Button color="red.8" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => setOpened(true)}>
          {t('delete.button')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t('delete.modalTitle')} centered closeButtonProps={{ 'aria-label': t('delete.close') }}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Stack gap="md">
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
              {t('delete.modalBody')}
            </Alert>
            <TextInput
              label={t('delete.emailLabel')}
              placeholder={t('delete.emailPlaceholder', { email })}
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              autoComplete="off"
              type="email"
              data-autofocus
              required
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={remove.isPending}>
                {t('delete.cancel')}
              </Button>
              <Button
                type="submit"
                color="red.8"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                loading={remove.isPending}
                disabled={!matches}
              >
                {t('delete.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Section>
  );
}

/**
 * The settings page's 'Your data' tab: download everything (one zip archive), consents for optional
 * processing with their history, and account deletion. `onDeleted` runs once the account is gone
 * (the app signs the person out locally and goes home).
 */
export function YourDataPanel({ email, onDeleted }: { email: string; onDeleted: () => void | Promise<void> }) {
  const { t } = useTranslation('privacyRights');
  return (
    <Stack gap="lg">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconInfoCircle size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" c="dimmed">
          {t('description')}
        </Text>
      </Group>
      <ExportSection />
      <ConsentsSection />
      <DeleteSection email={email} onDeleted={onDeleted} />
    </Stack>
  );
}
