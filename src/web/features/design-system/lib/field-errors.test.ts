import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/web/features/design-system/lib/field-errors';

describe('fieldErrors', () => {
  it('puts zod issue paths under their form fields, first message wins', () => {
    const details = [
      { path: 'hostnames.1', message: 'Not a valid host name' },
      { path: 'hostnames.2', message: 'second message' },
      { path: 'branding.displayName', message: 'Too small' },
      { path: ['name'], message: 'Name is required' },
    ];
    expect(fieldErrors(details)).toEqual({ hostnames: 'Not a valid host name', displayName: 'Too small', name: 'Name is required' });
  });

  it('reads a single { field, message } detail and leaves unknown paths out', () => {
    expect(fieldErrors({ field: 'hostnames', message: 'Host name in use' })).toEqual({ hostnames: 'Host name in use' });
    expect(fieldErrors([{ path: 'secret', message: 'x' }, 'junk'])).toEqual({});
    expect(fieldErrors(undefined)).toEqual({});
  });

  it('puts a host-name conflict under the host names', () => {
    expect(fieldErrors({ hostnames: ['jobs.example.com'] }, 'Host name already used by another tenant: jobs.example.com')).toEqual({
      hostnames: 'Host name already used by another tenant: jobs.example.com',
    });
  });
});
