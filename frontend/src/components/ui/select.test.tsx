import { act, render, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { SELF_EXCLUSION_PERIODS } from '@nova/protocol';
import { changeLanguage, initI18n } from '../../i18n';
import { Select } from './select';

beforeEach(() => initI18n('en'));

function Periods() {
  const { t } = useTranslation('checkout');
  return (
    <form>
      <Select
        label={t('responsible.exclusion.period')}
        value="24h"
        onValueChange={() => undefined}
        options={SELF_EXCLUSION_PERIODS.map((p) => ({ value: p, label: t(`responsible.exclusion.periods.${p}`) }))}
      />
    </form>
  );
}

describe('Select', () => {
  it("a language switch renames the options of the form's native select too (autofill, page text), not only the list", async () => {
    const { container } = render(<Periods />);
    const native = () => Array.from(container.querySelectorAll('select option'), (o) => o.textContent);
    expect(native()).toEqual(['24 hours', '7 days', '30 days', 'Permanently']);
    await act(() => changeLanguage('ar'));
    expect(within(container).getByRole('combobox')).toHaveTextContent('24 ساعة');
    expect(native()).toEqual(['24 ساعة', '7 أيام', '30 يومًا', 'بشكل دائم']);
  });
});
