import { useTranslation } from 'react-i18next';
import { Copy, Download } from 'lucide-react';
import { PRODUCT_NAME } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { toast } from '../../stores/useToastStore';

/** Saves text as a file through a temporary link. */
function saveText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * The recovery codes, shown once (after turning on, or asking for new ones): copy, download as a text file, then
 * "I have saved them" hides them for good.
 */
export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: readonly string[]; onDone(): void; doneLabel?: string }) {
  const { t } = useTranslation('twoFactor');
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('codes.copied'), variant: 'success' });
    } catch {
      toast({ title: t('codes.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <div className="grid gap-4">
      <div>
        <h3 className="font-bold">{t('codes.title')}</h3>
        <p className="mt-1 text-sm text-fg-muted">{t('codes.body')}</p>
      </div>
      <ul
        aria-label={t('codes.listLabel')}
        dir="ltr"
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-xl border border-line bg-bg/70 p-3 font-mono text-sm sm:text-base"
      >
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden />
          {t('codes.copy')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => saveText(`${PRODUCT_NAME.toLowerCase()}-recovery-codes.txt`, `${text}\n`)}>
          <Download className="h-4 w-4" aria-hidden />
          {t('codes.download')}
        </Button>
      </div>
      <Button onClick={onDone} className="justify-self-start">
        {doneLabel ?? t('codes.done')}
      </Button>
    </div>
  );
}
