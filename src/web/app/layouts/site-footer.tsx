import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SupportedLanguage } from '@/web/app/i18n';
import { LanguagePicker } from '@/web/app/layouts/language-picker';
import type { footerEn } from '@/web/app/layouts/site-footer.i18n';
import { paths } from '@/web/app/paths';
import type { PrivacyPath } from '@/web/app/paths';
import { Wordmark } from '@/web/components/wordmark';

type Columns = (typeof footerEn)['columns'];
type ColumnKey = keyof Columns;
type LinkLabelKey = {
  [K in ColumnKey]: `columns.${K}.links.${keyof Columns[K]['links'] & string}`;
}[ColumnKey];

interface FooterColumn {
  key: ColumnKey;
  links: readonly { label: LinkLabelKey; to: string }[];
}

const privacy = (path: PrivacyPath) => path;

// All fifteen privacy pages are linked here; the public header links only the policy itself.
const columns: readonly FooterColumn[] = [
  {
    key: 'product',
    links: [
      { label: 'columns.product.links.howItWorks', to: paths.howItWorks },
      { label: 'columns.product.links.getStarted', to: `${paths.auth}?mode=signup` },
      { label: 'columns.product.links.signIn', to: paths.auth },
    ],
  },
  {
    key: 'privacySecurity',
    links: [
      { label: 'columns.privacySecurity.links.privacyByDesign', to: privacy('/privacy-by-design') },
      { label: 'columns.privacySecurity.links.dataSovereignty', to: privacy('/data-sovereignty') },
      { label: 'columns.privacySecurity.links.swissCompliance', to: privacy('/swiss-compliance') },
      { label: 'columns.privacySecurity.links.securityModel', to: privacy('/security-model') },
      { label: 'columns.privacySecurity.links.accessControls', to: privacy('/access-controls') },
      { label: 'columns.privacySecurity.links.dataMinimization', to: privacy('/data-minimization') },
      { label: 'columns.privacySecurity.links.transparency', to: privacy('/transparency') },
    ],
  },
  {
    key: 'yourRights',
    links: [
      { label: 'columns.yourRights.links.gdprRights', to: privacy('/gdpr-rights') },
      { label: 'columns.yourRights.links.dataPortability', to: privacy('/data-portability') },
      { label: 'columns.yourRights.links.rightToErasure', to: privacy('/right-to-erasure') },
      { label: 'columns.yourRights.links.consentManagement', to: privacy('/consent-management') },
    ],
  },
  {
    key: 'legal',
    links: [
      { label: 'columns.legal.links.privacy', to: privacy('/privacy') },
      { label: 'columns.legal.links.terms', to: privacy('/terms') },
      { label: 'columns.legal.links.dpa', to: privacy('/dpa') },
      { label: 'columns.legal.links.swissLaw', to: privacy('/swiss-law') },
    ],
  },
];

function FooterLinks({ column }: { column: FooterColumn }) {
  const { t } = useTranslation('footer');
  const titleId = `footer-${column.key}-title`;

  return (
    <Box component="nav" aria-labelledby={titleId}>
      <Title id={titleId} order={2} size="h6" mb="sm" tt="uppercase" lts={0.5}>
        {t(`columns.${column.key}.title`)}
      </Title>
      <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }}>
        {column.links.map((link) => (
          <li key={link.to}>
            <Anchor component={Link} to={link.to} size="sm" c="dimmed" underline="hover">
              {t(link.label)}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** `onLanguageChange`: the signed-in layout saves a language picked here to the person's settings. */
export function SiteFooter({ onLanguageChange }: { onLanguageChange?: (language: SupportedLanguage) => void } = {}) {
  const { t } = useTranslation('footer');

  return (
    <Box
      component="footer"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing={{ base: 32, md: 24 }} verticalSpacing={32}>
          <Stack gap="sm">
            <Box>
              <Wordmark />
            </Box>
            <Text size="sm" c="dimmed" maw={240}>
              {t('tagline')}
            </Text>
          </Stack>
          {columns.map((column) => (
            <FooterLinks key={column.key} column={column} />
          ))}
        </SimpleGrid>
        <Divider my="xl" />
        <Group justify="space-between" gap="md">
          <Text size="sm" c="dimmed">
            {t('copyright')}
          </Text>
          <LanguagePicker onChange={onLanguageChange} />
        </Group>
      </Container>
    </Box>
  );
}
