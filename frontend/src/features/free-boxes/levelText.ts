import { useTranslation } from 'react-i18next';
import type { FreeBoxLevelDto } from '@nova/protocol';

const TRANSLATED = ['1', '2', '3', '4', '5', '6'] as const;
type TranslatedLevel = (typeof TRANSLATED)[number];
const isTranslated = (key: string): key is TranslatedLevel => (TRANSLATED as readonly string[]).includes(key);

/** A level's name and description in the active language; levels added later by staff show the server's words. */
export function useLevelText() {
  const { t } = useTranslation('freeBoxes');
  return (level: Pick<FreeBoxLevelDto, 'level' | 'name' | 'description'>) => {
    const key = String(level.level);
    if (!isTranslated(key)) return { name: level.name, description: level.description };
    return { name: t(`levels.${key}.name`), description: t(`levels.${key}.description`) };
  };
}
