import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Send } from 'lucide-react';
import {
  ErrorCode,
  SUPPORT_LIMITS,
  supportTicketCreateSchema,
  type SupportTicketCreateRequest,
  type SupportTicketCreatedDto,
} from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { TextArea } from '../../components/ui/text-area';
import { TextField } from '../../components/ui/text-field';
import { formatNumber } from '../../i18n/format';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errorMessage';
import { useSessionStore } from '../../stores/useSessionStore';
import { toast } from '../../stores/useToastStore';
import { sendTicket } from './api';
import { supportFieldMessage } from './messages';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: SupportTicketCreateRequest = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form: validated with the protocol's schema (translated messages under each field),
 * prefilled with the signed-in player's name and email, sent as a support ticket that staff see live. Success
 * shows the ticket reference; server errors show through the error-by-code translations.
 */
export function ContactForm() {
  const { t } = useTranslation('support');
  const user = useSessionStore((s) => s.user);
  const [sent, setSent] = useState<(SupportTicketCreatedDto & { name: string; email: string }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, setError, reset, getValues, watch, formState } = useForm({
    resolver: zodResolver(supportTicketCreateSchema),
    defaultValues: { ...EMPTY, name: user?.username ?? '', email: user?.email ?? '' },
  });
  const { errors, isSubmitting, dirtyFields } = formState;

  // The session may be restored after the form appears: fill in the account's details unless already typed.
  useEffect(() => {
    if (!user) return;
    const values = getValues();
    reset(
      { ...values, name: dirtyFields.name ? values.name : user.username, email: dirtyFields.email ? values.email : user.email },
      { keepDirty: true },
    );
    // Only when the signed-in user changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id]);

  // The confirmation replaces the taller form: bring it into view and move focus to it.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const created = await sendTicket(values);
      const reference = `#${created.reference}`;
      setSent({ ...created, reference, name: values.name, email: values.email });
      toast({ title: t('contact.toastTitle'), description: t('contact.toastBody', { reference }), variant: 'success' });
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.VALIDATION_FAILED && err.details) {
        for (const [field, message] of Object.entries(err.details)) {
          if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { type: 'server', message });
        }
      }
      setFailure(errorMessage(err));
    }
  });

  if (sent) {
    return (
      <div
        ref={confirmation}
        role="status"
        tabIndex={-1}
        className="grid scroll-mt-24 justify-items-start gap-3 rounded-2xl border border-success/40 bg-success/10 p-5 focus:outline-none sm:p-6"
      >
        <CheckCircle2 className="h-8 w-8 text-success" aria-hidden />
        <h3 className="text-lg font-bold">{t('contact.sentTitle')}</h3>
        <p className="text-fg-muted">{t('contact.sentBody', { name: sent.name, email: sent.email })}</p>
        <p className="font-semibold">
          {t('contact.reference')} <bdi className="font-mono tracking-wide">{sent.reference}</bdi>
        </p>
        <Button
          variant="secondary"
          className="mt-2"
          onClick={() => {
            reset({ ...EMPTY, name: sent.name, email: sent.email });
            setSent(null);
          }}
        >
          {t('contact.another')}
        </Button>
      </div>
    );
  }

  const messageLength = (watch('message') ?? '').trim().length;
  return (
    <form noValidate onSubmit={submit} aria-labelledby="contact-title" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('contact.name')}
          error={supportFieldMessage(errors.name?.message)}
          autoComplete="name"
          maxLength={SUPPORT_LIMITS.nameMax + 20}
          placeholder={t('contact.namePlaceholder')}
          {...register('name')}
        />
        <TextField
          label={t('contact.email')}
          error={supportFieldMessage(errors.email?.message)}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          placeholder={t('contact.emailPlaceholder')}
          {...register('email')}
        />
      </div>
      <TextField
        label={t('contact.subject')}
        error={supportFieldMessage(errors.subject?.message)}
        maxLength={SUPPORT_LIMITS.subjectMax + 20}
        placeholder={t('contact.subjectPlaceholder')}
        {...register('subject')}
      />
      <TextArea
        label={t('contact.message')}
        error={supportFieldMessage(errors.message?.message)}
        placeholder={t('contact.messagePlaceholder')}
        rows={6}
        aside={
          <span className={messageLength > SUPPORT_LIMITS.messageMax ? 'text-xs text-danger' : 'text-xs text-fg-muted tabular-nums'}>
            {t('contact.characters', { length: formatNumber(messageLength), max: formatNumber(SUPPORT_LIMITS.messageMax) })}
          </span>
        }
        {...register('message')}
      />
      {failure ? (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger-bg px-4 py-3 text-sm text-danger">
          <strong>{t('contact.failed')}</strong> {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={isSubmitting}>
        <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
        {isSubmitting ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}
