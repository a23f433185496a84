import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@nova/protocol';
import { changeLanguage } from '../../i18n';
import { isSupportedLanguage } from '../../i18n/language';
import { Select } from '../ui/select';
import { Flag } from './Flag';

/** Language choice with flags; names are shown in their own language. Saves and reloads on change. */
export function LanguagePicker({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = LANGUAGES.find((l) => l.code === i18n.resolvedLanguage) ?? LANGUAGES[0];
  return (
    <Select
      label={t('preferences.language')}
      value={current.code}
      onValueChange={(value) => {
        if (isSupportedLanguage(value) && value !== current.code) void changeLanguage(value);
      }}
      display={
        <span className="flex items-center gap-1.5">
          <Flag code={current.code} />
          <span className="uppercase">{current.code}</span>
        </span>
      }
      options={LANGUAGES.map((l) => ({
        value: l.code,
        textValue: l.name,
        label: (
          <span className="flex items-center gap-2" lang={l.code}>
            <Flag code={l.code} />
            <span>{l.name}</span>
          </span>
        ),
      }))}
      {...(className ? { className } : {})}
    />
  );
}
