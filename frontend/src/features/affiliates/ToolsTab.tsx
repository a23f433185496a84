import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, Download, Image as ImageIcon, MessageSquareText } from 'lucide-react';
import { PRODUCT_NAME } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { toast } from '../../stores/useToastStore';
import { useBoxes } from '../boxes/queries';
import { BANNER_FORMATS, drawBanner, loadArt, toPng, type BannerFormat } from './banners';
import { referralLink, useCopy } from './useCopy';

const TEMPLATES = ['social', 'community', 'message'] as const;

/** Marketing Tools: share texts with the link filled in, and banners made from the catalog art to download. */
export function ToolsTab({ code }: { code: string }) {
  const { t } = useTranslation('affiliates');
  const copy = useCopy();
  const link = referralLink(code);
  return (
    <div className="grid gap-6">
      <section className="grid gap-3" aria-labelledby="share-texts">
        <div>
          <h2 id="share-texts" className="flex items-center gap-2 text-lg font-bold">
            <MessageSquareText className="h-5 w-5 text-accent-soft" aria-hidden />
            {t('tools.texts.title')}
          </h2>
          <p className="text-sm text-fg-muted">{t('tools.texts.hint')}</p>
        </div>
        <ul className="grid gap-3 md:grid-cols-3">
          {TEMPLATES.map((key) => {
            const text = t(`tools.texts.${key}.body`, { link, code, product: PRODUCT_NAME });
            return (
              <li key={key} className="grid content-between gap-3 rounded-2xl border border-line bg-surface/80 p-4">
                <div className="grid gap-2">
                  <h3 className="text-sm font-semibold">{t(`tools.texts.${key}.title`)}</h3>
                  <p className="text-sm break-words whitespace-pre-line text-fg-muted" data-testid="share-text">
                    {text}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  className="justify-self-start"
                  onClick={() => void copy(text, t('tools.texts.copied'))}
                >
                  <Copy className="h-4 w-4" aria-hidden />
                  {t('tools.texts.copy')}
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
      <Banners code={code} link={link} />
    </div>
  );
}

function Banners({ code, link }: { code: string; link: string }) {
  const { t, i18n } = useTranslation('affiliates');
  const boxes = useBoxes();
  // One box per category first, so the three pieces of art differ.
  const withArt = (boxes.data ?? []).filter((b) => b.imageUrl);
  const varied = [...new Map(withArt.map((b) => [b.category, b])).values(), ...withArt];
  const art = [...new Set(varied.map((b) => b.imageUrl))].slice(0, 3);
  const texts = {
    brand: PRODUCT_NAME,
    headline: t('tools.banners.headline'),
    cta: t('tools.banners.cta', { code }),
    link: link.replace(/^https?:\/\//, ''),
    rtl: i18n.dir() === 'rtl',
  };
  return (
    <section className="grid gap-3" aria-labelledby="banners">
      <div>
        <h2 id="banners" className="flex items-center gap-2 text-lg font-bold">
          <ImageIcon className="h-5 w-5 text-accent-soft" aria-hidden />
          {t('tools.banners.title')}
        </h2>
        <p className="text-sm text-fg-muted">{t('tools.banners.hint')}</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {(Object.keys(BANNER_FORMATS) as BannerFormat[]).map((format) => (
          <li key={format} className={format === 'leaderboard' ? 'md:col-span-2' : undefined}>
            <Banner format={format} art={boxes.isPending ? null : art} texts={texts} code={code} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One banner: drawn once its art is known, previewed, and downloaded as `nova-<format>-<code>.png`. */
function Banner({
  format,
  art,
  texts,
  code,
}: {
  format: BannerFormat;
  art: string[] | null;
  texts: Parameters<typeof drawBanner>[3];
  code: string;
}) {
  const { t } = useTranslation('affiliates');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [ready, setReady] = useState(false);
  const { width, height } = BANNER_FORMATS[format];
  const key = `${art?.join('|')}|${JSON.stringify(texts)}`;
  useEffect(() => {
    if (!art || !canvas.current) return;
    let live = true;
    setReady(false);
    void loadArt(art)
      .then((images) => {
        if (!live || !canvas.current) return;
        drawBanner(canvas.current, format, images, texts);
        setReady(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // `key` stands for art and texts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, format]);

  const download = async () => {
    if (!canvas.current) return;
    try {
      const url = URL.createObjectURL(await toPng(canvas.current));
      const a = document.createElement('a');
      a.href = url;
      a.download = `nova-${format}-${code.toLowerCase()}.png`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      toast({ title: t('tools.banners.failed'), variant: 'destructive' });
    }
  };

  return (
    <figure className="grid gap-2 rounded-2xl border border-line bg-surface/80 p-3">
      <canvas
        ref={canvas}
        width={width}
        height={height}
        role="img"
        aria-label={t('tools.banners.preview', { format: t(`tools.banners.formats.${format}`) })}
        className="h-auto w-full rounded-xl bg-bg"
        style={{ aspectRatio: `${width} / ${height}` }}
      />
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm">
          <span className="font-semibold">{t(`tools.banners.formats.${format}`)}</span>{' '}
          <span className="text-fg-muted" dir="ltr">
            {width} × {height}
          </span>
        </span>
        <Button size="sm" variant="secondary" disabled={!ready} onClick={() => void download()}>
          <Download className="h-4 w-4" aria-hidden />
          {t('tools.banners.download')}
        </Button>
      </figcaption>
    </figure>
  );
}
