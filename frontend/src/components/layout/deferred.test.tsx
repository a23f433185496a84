import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstPageShown } from '../../firstLoad/schedule';
import { deferred, type DeferredWidget, type MountWhen } from './deferred';

/** A widget whose code arrives when the test says so. */
function controlled(mountWhen?: MountWhen) {
  let arrive: (widget: DeferredWidget<{ name: string }>) => void = () => undefined;
  const code = new Promise<DeferredWidget<{ name: string }>>((resolve) => (arrive = resolve));
  const Widget: DeferredWidget<{ name: string }> = ({ name, defaultOpen }) => <p>{`${name} ${defaultOpen ? 'open' : 'closed'}`}</p>;
  const Deferred = deferred(() => code, mountWhen);
  return { Deferred, arrive: () => arrive(Widget) };
}

/** A stand-in whose click asks for the widget. */
const clickableStandIn = (open: () => void) => (
  <button type="button" onClick={open}>
    stand-in
  </button>
);

describe('deferred shell widgets', () => {
  it('shows the stand-in until the first page is shown and the code has loaded, then the widget, closed', async () => {
    const { Deferred, arrive } = controlled();
    render(<Deferred name="menu" fallback={() => <button type="button">stand-in</button>} />);
    expect(screen.getByRole('button', { name: 'stand-in' })).toBeInTheDocument();
    arrive();
    firstPageShown();
    expect(await screen.findByText('menu closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'stand-in' })).not.toBeInTheDocument();
  });

  it('a click on the stand-in before the code arrives mounts the widget open', async () => {
    const { Deferred, arrive } = controlled();
    const user = userEvent.setup();
    render(<Deferred name="menu" fallback={clickableStandIn} />);
    await user.click(screen.getByRole('button', { name: 'stand-in' }));
    arrive();
    expect(await screen.findByText('menu open')).toBeInTheDocument();
  });

  it('once loaded, later mounts render the widget at once', async () => {
    const { Deferred, arrive } = controlled();
    arrive();
    await Deferred.preload();
    render(<Deferred name="menu" fallback={() => <button type="button">stand-in</button>} />);
    expect(screen.getByText('menu closed')).toBeInTheDocument();
  });

  it('a menu or picker (mounted on open) keeps its stand-in once its code has loaded, until the stand-in is used', async () => {
    const { Deferred, arrive } = controlled('open');
    const user = userEvent.setup();
    render(<Deferred name="picker" fallback={clickableStandIn} />);
    arrive();
    firstPageShown();
    await Deferred.preload();
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'stand-in' })).toBeInTheDocument();
    expect(screen.queryByText(/picker/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'stand-in' }));
    expect(await screen.findByText('picker open')).toBeInTheDocument();
  });
});
