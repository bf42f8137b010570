// The server's limits on administrator input (src/engine/market/admin-import.ts and
// src/contract/market-admin.ts), repeated so the form can say what is wrong before sending.
// Importing the schemas would bring the engine and zod into the page; `validation.test.ts`
// checks that these rules and the schemas agree.

export const NAME_MAX = 200;
export const TEXT_MAX = 5_000;
export const LIST_MAX = 50;
export const EUROPEAN_ID_MAX = 100;
export const SIGNAL_TYPE_MAX = 50;
export const SIGNAL_MESSAGE_MAX = 1_000;
export const LINK_MAX = 2_000;
export const SOURCE_MAX = 500;
export const GROWTH_RATE_MIN = -100;
export const GROWTH_RATE_MAX = 1_000;

/** MARKET_IMPORT_MAX_BYTES of the contract: one import's text, in UTF-8 bytes. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
