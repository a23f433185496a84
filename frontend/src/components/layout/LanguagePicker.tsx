import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@nova/protocol';
import { changeLanguage } from '../../i18n';
import { isSupportedLanguage } from '../../i18n/language';
import { Select } from '../ui/select';

/**
 * Language choice: each language by its own name in its own script (no flags: a language is not a country), the
 * closed picker by its code. Switches in place (`changeLanguage`).
 */
export function LanguagePicker({ className, defaultOpen }: { className?: string; defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = LANGUAGES.find((l) => l.code === i18n.resolvedLanguage) ?? LANGUAGES[0];
  return (
    <Select
      label={t('preferences.language')}
      value={current.code}
      onValueChange={(value) => {
        if (isSupportedLanguage(value) && value !== current.code) void changeLanguage(value);
      }}
      display={<span className="uppercase">{current.code}</span>}
      options={LANGUAGES.map((l) => ({
        value: l.code,
        textValue: l.name,
        label: (
          <span lang={l.code} dir="auto">
            {l.name}
          </span>
        ),
      }))}
      {...(className ? { className } : {})}
      {...(defaultOpen ? { defaultOpen } : {})}
    />
  );
}
