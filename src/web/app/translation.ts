// The shape every translation must have: the English namespace's keys, each with a string.
// A locale file (`<feature>/locales/<lang>.ts`) default-exports its namespaces, each checked with
// `satisfies Translation<typeof xxxEn>`, so a missing or misspelt key fails the type check.
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** Languages the interface is translated into besides English (the source language). */
export const translatedLanguages = ['de', 'fr', 'es', 'it', 'nl'] as const;
export type TranslatedLanguage = (typeof translatedLanguages)[number];
