import 'i18next';
import type auth from './locales/en/auth.json';
import type common from './locales/en/common.json';
import type home from './locales/en/home.json';
import type leaderboard from './locales/en/leaderboard.json';
import type staff from './locales/en/staff.json';
import type winners from './locales/en/winners.json';

// English is the source of truth: `t()` keys are checked against the English files at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      auth: typeof auth;
      winners: typeof winners;
      leaderboard: typeof leaderboard;
      staff: typeof staff;
    };
  }
}
