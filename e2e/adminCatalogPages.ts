import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { AuthResponseDto } from '@nova/protocol';

// What the admin catalog's browser tests share: a real image to upload, accounts, screenshots, the editor's parts.

export const ADMIN = { email: 'admin@nova.test', password: 'admin-password-1' };
const PASSWORD = 'player-pass-1';
export const SHOTS = join(__dirname, '..', 'test-results', 'admin-catalog');

/** A real 32x32 PNG (the upload is checked by content and shown as a preview). */
export const PNG = Buffer.from(
  [
    'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAHu0lEQVR42g3NocqrAACA0fsQ30P8ybS0trRksi0tLdksCgMNDgyG',
    'IQaDyMIGggYHghgUBltwILgwxGAYw2AwLKzfnRc4//5QBdQZ6hx1gbpEFVEl1BXqGnWDKqMqqBqqjrpDtVEdVA81QD2hRqhn1Ay1',
    'RL2i3lEb1Ba1R32jjqj//tgKbGds52wXbJdsRbYS2xXbNdsNW5mtwlZjq7PdsbXZOmw9tgHbE9uI7ZltxrZke2V7Z9uwbdn2bN9s',
    'R7a/wBAwZhhzjAXGEkPEkDBWGGuMDYaMoWBoGDrGDsPGcDA8jADjhBFhnDEyjBLjinHHaDBajB7jjTFi/AJTwJxhzjEXmEtMEVPC',
    'XGGuMTeYMqaCqWHqmDtMG9PB9DADzBNmhHnGzDBLzCvmHbPBbDF7zDfmiPkLLAFrhjXHWmAtsUQsCWuFtcbaYMlYCpaGpWPtsGws',
    'B8vDCrBOWBHWGSvDKrGuWHesBqvF6rHeWCPWL7AF7Bn2HHuBvcQWsSXsFfYae4MtYyvYGraOvcO2sR1sDzvAPmFH2GfsDLvEvmLf',
    'sRvsFrvHfmOP2L9gL7CfsZ+zX7BfshfZS+xX7NfsN+xl9gp7jb3OfsfeZu+w99gH7E/sI/Zn9hn7kv2V/Z19w75l37N/sx/Z/wJX',
    'wJ3hznEXuEtcEVfCXeGucTe4Mq6Cq+HquDtcG9fB9XAD3BNuhHvGzXBL3CvuHbfBbXF73DfuiPsLPAFvhjfHW+At8UQ8CW+Ft8bb',
    '4Ml4Cp6Gp+Pt8Gw8B8/DC/BOeBHeGS/DK/GueHe8Bq/F6/HeeCPeL/AF/Bn+HH+Bv8QX8SX8Ff4af4Mv4yv4Gr6Ov8O38R18Dz/A',
    'P+FH+Gf8DL/Ev+Lf8Rv8Fr/Hf+OP+L/gIHCYcZhzWHBYchA5SBxWHNYcNhxkDgoHjYPOYcfB5uBw8DgEHE4cIg5nDhmHksOVw51D',
    'w6Hl0HN4cxg5/IKjwHHGcc5xwXHJUeQocVxxXHPccJQ5Khw1jjrHHUebo8PR4xhwPHGMOJ45ZhxLjleOd44Nx5Zjz/HNceT4C0KB',
    'cEY4J1wQLglFQolwRbgm3BDKhAqhRqgT7ghtQofQIwwIT4QR4ZkwIywJr4R3woawJewJ34Qj4S+IBeIZ8Zx4QbwkFokl4hXxmnhD',
    'LBMrxBqxTrwjtokdYo84ID4RR8Rn4oy4JL4S34kb4pa4J34Tj8S/IBFIZiRzkgXJkkQkkUhWJGuSDYlMopBoJDrJjsQmcUg8koDk',
    'RBKRnEkykpLkSnInaUhakp7kTTKS/IJUIJ2RzkkXpEtSkVQiXZGuSTekMqlCqpHqpDtSm9Qh9UgD0hNpRHomzUhL0ivpnbQhbUl7',
    '0jfpSPoLcoF8Rj4nX5AvyUVyiXxFvibfkMvkCrlGrpPvyG1yh9wjD8hP5BH5mTwjL8mv5Hfyhrwl78nf5CP5LygEihnFnGJBsaQQ',
    'KSSKFcWaYkMhUygUGoVOsaOwKRwKjyKgOFFEFGeKjKKkuFLcKRqKlqKneFOMFL/gInCZcZlzWXBZchG5SFxWXNZcNlxkLgoXjYvO',
    'ZcfF5uJw8bgEXE5cIi5nLhmXksuVy51Lw6Xl0nN5cxm5/IKbwG3Gbc5twW3JTeQmcVtxW3PbcJO5Kdw0bjq3HTebm8PN4xZwO3GL',
    'uJ25ZdxKbldud24Nt5Zbz+3NbeT2CyqBakY1p1pQLalEKolqRbWm2lDJVAqVRqVT7ahsKofKowqoTlQR1ZkqoyqprlR3qoaqpeqp',
    '3lQj1S+oBeoZ9Zx6Qb2kFqkl6hX1mnpDLVMr1Bq1Tr2jtqkdao86oD5RR9Rn6oy6pL5S36kb6pa6p35Tj9S/4CHwmPGY81jwWPIQ',
    'eUg8VjzWPDY8ZB4KD42HzmPHw+bh8PB4BDxOPCIeZx4Zj5LHlcedR8Oj5dHzePMYefyCp8BzxnPOc8FzyVPkKfFc8Vzz3PCUeSo8',
    'NZ46zx1Pm6fD0+MZ8DzxjHieeWY8S55XnneeDc+WZ8/zzXPk+Qs6gW5GN6db0C3pRDqJbkW3ptvQyXQKnUan0+3obDqHzqML6E50',
    'Ed2ZLqMr6a50d7qGrqXr6d50I90v6AX6Gf2cfkG/pBfpJfoV/Zp+Qy/TK/QavU6/o7fpHXqPPqA/0Uf0Z/qMvqS/0t/pG/qWvqd/',
    '04/0v+Al8JrxmvNa8FryEnlJvFa81rw2vGReCi+Nl85rx8vm5fDyeAW8TrwiXmdeGa+S15XXnVfDq+XV83rzGnn9gkFgmDHMGRYM',
    'SwaRQWJYMawZNgwyg8KgMegMOwabwWHwGAKGE0PEcGbIGEqGK8OdoWFoGXqGN8PI8AtGgXHGOGdcMC4ZRUaJccW4ZtwwyowKo8ao',
    'M+4YbUaH0WMMGE+MEeOZMWMsGa+Md8aGsWXsGd+MI+MvmASmGdOcacG0ZBKZJKYV05ppwyQzKUwak860Y7KZHCaPKWA6MUVMZ6aM',
    'qWS6Mt2ZGqaWqWd6M41Mv+Aj8JnxmfNZ8FnyEflIfFZ81nw2fGQ+Ch+Nj85nx8fm4/Dx+AR8TnwiPmc+GZ+Sz5XPnU/Dp+XT83nz',
    'Gfn8gq/Ad8Z3znfBd8lX5CvxXfFd893wlfkqfDW+Ot8dX5uvw9fjG/A98Y34nvlmfEu+V753vg3flm/P98135Psf+7dMTF15rU0A',
    'AAAASUVORK5CYII=',
  ].join(''),
  'base64',
);

export async function register(page: Page, name: string): Promise<AuthResponseDto> {
  const res = await page.request.post('/api/register', {
    data: { username: name, email: `${name.toLowerCase()}@example.com`, password: PASSWORD },
  });
  if (res.status() !== 201) throw new Error(`register ${name}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as AuthResponseDto;
}

export async function adminToken(page: Page): Promise<string> {
  return ((await (await page.request.post('/api/login', { data: ADMIN })).json()) as AuthResponseDto).token;
}

/** Screenshots the page as it is, at `width` (toasts closed), and checks nothing sticks out sideways. */
export async function shoot(page: Page, name: string, width: number): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) await close.click().catch(() => {});
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: !name.includes('dialog') });
}

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
export const total = (page: Page) => page.getByTestId('odds-total');

/** Adds a prize through the prize dialog. */
export async function addPrize(page: Page, prize: { name: string; value: string; probability: string }): Promise<void> {
  await page.getByRole('button', { name: 'Add prize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add prize' });
  await dialog.getByLabel('Name', { exact: true }).fill(prize.name);
  await dialog.getByLabel('Value', { exact: true }).fill(prize.value);
  await dialog.getByLabel('Probability (%)').fill(prize.probability);
  await dialog.getByRole('button', { name: 'Add prize' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByTestId('prize-name').filter({ hasText: prize.name }).waitFor();
}
