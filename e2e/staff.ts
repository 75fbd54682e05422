/** The staff account the test server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const STAFF_EMAIL = "staff@clinic.test";
export const STAFF_PASSWORD = "staff-password-for-tests";
