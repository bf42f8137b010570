// Mantine's error red is below AA on white; the theme's red text colour is not.
export const errorStyles = { error: { color: 'var(--mantine-color-red-text)' } };
