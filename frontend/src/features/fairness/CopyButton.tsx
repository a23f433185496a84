import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toast } from '../../stores/useToastStore';

/** Copies `value` to the clipboard; the icon turns into a check for a moment. `label` names what is copied. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('fairness');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({ title: t('copy.done'), description: label, variant: 'success' });
    } catch {
      toast({ title: t('copy.failed'), variant: 'destructive' });
    }
  };
  return (
    <Button
      size="icon"
      variant="ghost"
      className="h-8 w-8 shrink-0"
      onClick={() => void copy()}
      aria-label={t('copy.label', { what: label })}
    >
      {copied ? <Check className="h-4 w-4 text-success" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
    </Button>
  );
}

/** A long hex value or seed shown in full (wrapping), left to right in every language, with a copy button. */
export function CodeValue({ value, label, testId }: { value: string; label: string; testId?: string }) {
  return (
    <div className="flex min-w-0 items-start gap-1.5">
      <code
        dir="ltr"
        data-testid={testId}
        className="min-w-0 flex-1 rounded-lg bg-bg/70 px-2.5 py-1.5 font-mono text-xs break-all text-fg sm:text-sm"
      >
        {value}
      </code>
      <CopyButton value={value} label={label} />
    </div>
  );
}
