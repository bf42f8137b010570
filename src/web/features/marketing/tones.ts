// Accent text sits on tinted surfaces, where the theme's anchor/outline shade can drop below
// WCAG AA; one shade darker (light) / lighter (dark) of the primary colour keeps it above 4.5:1.
export const accentText = 'light-dark(var(--mantine-primary-color-8), var(--mantine-primary-color-3))';
export const sectionSurface = 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))';
