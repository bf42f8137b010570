/** An administrator the e2e server's start command creates with the operator CLI (playwright.config.ts). */
export const e2eAdmin = { email: 'e2e-admin@kairos.test', password: 'e2e-admin-password' };

/** The super administrator's address (SUPERADMIN_EMAIL of the e2e server); the account signs up in its spec. */
export const e2eSuperAdmin = { email: 'e2e-super@kairos.test', password: 'e2e-super-password' };
