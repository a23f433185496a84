import 'i18next';
import type account from './locales/en/account.json';
import type affiliates from './locales/en/affiliates.json';
import type admin from './locales/en/admin.json';
import type auth from './locales/en/auth.json';
import type battles from './locales/en/battles.json';
import type boxes from './locales/en/boxes.json';
import type catalog from './locales/en/catalog.json';
import type checkout from './locales/en/checkout.json';
import type common from './locales/en/common.json';
import type content from './locales/en/content.json';
import type demo from './locales/en/demo.json';
import type dashboard from './locales/en/dashboard.json';
import type fairness from './locales/en/fairness.json';
import type freeBoxes from './locales/en/freeBoxes.json';
import type home from './locales/en/home.json';
import type leaderboard from './locales/en/leaderboard.json';
import type opening from './locales/en/opening.json';
import type passwordReset from './locales/en/passwordReset.json';
import type shipping from './locales/en/shipping.json';
import type simulator from './locales/en/simulator.json';
import type reviews from './locales/en/reviews.json';
import type staff from './locales/en/staff.json';
import type support from './locales/en/support.json';
import type twoFactor from './locales/en/twoFactor.json';
import type winners from './locales/en/winners.json';

// English is the source of truth: `t()` keys are checked against the English files at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      auth: typeof auth;
      dashboard: typeof dashboard;
      fairness: typeof fairness;
      boxes: typeof boxes;
      catalog: typeof catalog;
      opening: typeof opening;
      shipping: typeof shipping;
      winners: typeof winners;
      leaderboard: typeof leaderboard;
      battles: typeof battles;
      staff: typeof staff;
      content: typeof content;
      support: typeof support;
      freeBoxes: typeof freeBoxes;
      demo: typeof demo;
      simulator: typeof simulator;
      reviews: typeof reviews;
      account: typeof account;
      admin: typeof admin;
      checkout: typeof checkout;
      affiliates: typeof affiliates;
      passwordReset: typeof passwordReset;
      twoFactor: typeof twoFactor;
    };
  }
}
