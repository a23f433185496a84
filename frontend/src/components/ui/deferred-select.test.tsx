import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredSelect } from './deferred-select';

const OPTIONS = [
  { value: 'a', label: 'Ay' },
  { value: 'b', label: 'Bee' },
  { value: 'c', label: 'Cee' },
];

describe('a select deferred until first used', () => {
  it('shows the chosen option on a look-alike trigger with no list behind it; a click loads the list open and a choice is reported', async () => {
    const chosen: string[] = [];
    const user = userEvent.setup();
    render(<DeferredSelect label="Sort by" value="b" options={OPTIONS} onValueChange={(v) => chosen.push(v)} className="h-10" />);
    const trigger = screen.getByRole('combobox', { name: 'Sort by' });
    expect(trigger).toHaveTextContent('Bee');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveClass('h-10');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Cee' }));
    expect(chosen).toEqual(['c']);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
