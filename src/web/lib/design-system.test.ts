import { describe, expect, it } from 'vitest';
import type { TenantContext } from '@/contract/design-system';
import { designSystemKeys, readDeviceThemeKey, tenantDisplayName } from '@/web/lib/design-system';

const tenant = (displayName: string): TenantContext => ({
  tenantId: 't1',
  name: 'x',
  hostname: 'acme.localhost',
  branding: { displayName, tagline: null },
  culturalSensitivityLevel: 'high',
  aiTransparencyRequired: true,
  adaptiveTheming: true,
  defaultThemeKey: 'japan/traditional-nihon',
});

describe('tenantDisplayName', () => {
  it('names a tenant beside the wordmark only when it says something other than Kairos', () => {
    expect(tenantDisplayName(tenant('Acme Careers'))).toBe('Acme Careers');
    expect(tenantDisplayName(tenant(' Kairos '))).toBeNull();
    expect(tenantDisplayName(undefined)).toBeNull();
    // the default tenant, whatever an admin renamed it to, is Kairos itself
    expect(tenantDisplayName({ ...tenant('Acme Careers'), isDefault: true })).toBeNull();
  });
});

describe('design-system queries', () => {
  it('all live under one root, so invalidating it refreshes every one', () => {
    for (const key of [designSystemKeys.active, designSystemKeys.themes, designSystemKeys.tenant]) expect(key[0]).toBe(designSystemKeys.all[0]);
  });

  it('reads no device choice where there is no storage', () => {
    expect(readDeviceThemeKey()).toBeNull();
  });
});
