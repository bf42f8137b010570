// Kept apart from the zod schema so the web can import it without pulling zod into its bundle.

/** Longest text fields the server stores; the web trims to these before sending. */
export const clientErrorLimits = { text: 8000, route: 2000 } as const;
