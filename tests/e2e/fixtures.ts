/** An administrator the e2e server's start command creates with the operator CLI (playwright.config.ts). */
export const e2eAdmin = { email: 'e2e-admin@kairos.test', password: 'e2e-admin-password' };
