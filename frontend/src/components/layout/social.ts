/** Brand names for the social networks the config may list; unknown names are shown as configured. */
const SOCIAL_NAMES: Record<string, string> = {
  x: 'X',
  twitter: 'X',
  instagram: 'Instagram',
  discord: 'Discord',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  telegram: 'Telegram',
  twitch: 'Twitch',
  reddit: 'Reddit',
};

/** The display name of a configured social link (`SOCIAL_LINKS` in the server's settings). */
export const socialName = (name: string): string => SOCIAL_NAMES[name.toLowerCase()] ?? name;
