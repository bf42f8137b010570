import { Text } from '@mantine/core';
import { tenantDisplayName, useTenant } from '@/web/lib/design-system';

/**
 * The tenant's name beside the wordmark, when this host belongs to a tenant that is not plain Kairos
 * (spec: a tenant's name shows in the interface). Nothing while the tenant loads or for the default.
 */
export function TenantName() {
  const name = tenantDisplayName(useTenant().data);
  if (!name) return null;
  return (
    <Text
      component="span"
      data-testid="tenant-name"
      fw={600}
      size="sm"
      c="dimmed"
      truncate="end"
      maw={{ base: 110, sm: 220 }}
      pl="xs"
      style={{ borderInlineStart: '1px solid var(--mantine-color-default-border)' }}
    >
      {name}
    </Text>
  );
}
