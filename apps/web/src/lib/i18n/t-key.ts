// Marks a translation key kept in data (a menu's label) and translated where it is shown, so
// the key check (tools/i18n/check-keys.mjs) sees it as used. The key names its namespace.
export const tKey = <K extends string>(key: K): K => key;
