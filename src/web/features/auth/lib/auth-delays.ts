/** Spec: 2 s before leaving a success card, 3 s before leaving the "verify your e-mail" card. */
export const SIGNED_IN_REDIRECT_DELAY_MS = 2000;
export const VERIFY_EMAIL_REDIRECT_DELAY_MS = 3000;
/** How long the "Invalid password reset link" message stays before going back to /auth. */
export const INVALID_RESET_LINK_REDIRECT_DELAY_MS = 2000;
