import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, Loader2, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../stores/useToastStore';
import { uploadImage } from './api';
import { catalogFailure } from './messages';

/** Types the shop accepts (decided again by the server from the file's content). */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif';

interface ImageFieldProps {
  label: string;
  /** The image's URL on the shop ('' for none). */
  value: string;
  onChange(url: string): void;
  error?: string | undefined;
  /** Offer to remove the image (optional images). */
  removable?: boolean;
}

/**
 * An image picked from the device, uploaded at once (`POST /api/admin/upload`) and shown as a preview; the form keeps
 * its URL. A refused file toasts 'Failed to upload image' with the reason and keeps the previous image.
 */
export function ImageField({ label, value, onChange, error, removable = false }: ImageFieldProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange(await uploadImage(file));
    } catch (err) {
      toast({ title: t('catalog.toasts.uploadFailed'), description: catalogFailure(err), variant: 'destructive' });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <span className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-surface-2">
          {value ? (
            <img src={value} alt={t('catalog.form.preview')} className="h-full w-full object-cover" data-testid="image-preview" />
          ) : (
            <ImagePlus className="h-6 w-6 text-fg-muted" aria-hidden />
          )}
        </span>
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" size="sm" disabled={uploading} onClick={() => input.current?.click()}>
              {uploading ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <ImagePlus className="h-4 w-4" aria-hidden />}
              {uploading ? t('catalog.form.uploading') : t('catalog.form.chooseImage')}
            </Button>
            {removable && value ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange('')}>
                <X className="h-4 w-4" aria-hidden />
                {t('catalog.form.removeImage')}
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-fg-muted">{t('catalog.form.imageHint')}</p>
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          aria-invalid={error ? true : undefined}
          onChange={(e) => void pick(e.currentTarget.files?.[0])}
          data-testid="image-input"
        />
      </div>
      {error ? <p className="text-sm text-danger">{error}</p> : null}
    </div>
  );
}
