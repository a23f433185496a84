import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import type { BoxDto } from '@nova/protocol';
import type catalog from '../../i18n/locales/en/catalog.json';

/** What a box shows as its name and description. */
export interface BoxText {
  name: string;
  description: string;
}

/** The fields a box's displayed text is chosen from. */
export type BoxTextSource = Pick<BoxDto, 'slug' | 'name' | 'description'>;

type CatalogKey = `boxes.${keyof (typeof catalog)['boxes']}.${keyof BoxText}`;

/**
 * A box's name and description in the active language: the `catalog` translation under its slug (with
 * i18next's English fallback), else the name and description the server sent (a box without a slug, or
 * an admin-made one the catalog does not know).
 */
export function boxText(box: BoxTextSource, t: TFunction<'catalog'>, i18n: I18n): BoxText {
  const pick = (field: keyof BoxText): string => {
    const key = `boxes.${box.slug ?? ''}.${field}`;
    const known = (k: string): k is CatalogKey => box.slug !== null && i18n.exists(k, { ns: 'catalog' });
    return known(key) ? t(key) : box[field];
  };
  return { name: pick('name'), description: pick('description') };
}

/** `boxText` bound to the active language; the returned function changes when the language does. */
export function useBoxText(): (box: BoxTextSource) => BoxText {
  const { t, i18n } = useTranslation('catalog');
  return useCallback((box: BoxTextSource) => boxText(box, t, i18n), [t, i18n]);
}
