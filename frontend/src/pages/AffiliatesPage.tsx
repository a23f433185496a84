import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BadgeDollarSign,
  CalendarClock,
  Handshake,
  Image as ImageIcon,
  LayoutDashboard,
  Link2,
  MessageSquareText,
  Radio,
  Scale,
  Share2,
  Ticket,
  UserPlus,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { AFFILIATE_RULES, AFFILIATE_TIERS } from '@nova/protocol';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../components/ui/accordion';
import { Button } from '../components/ui/button';
import { TierCards } from '../features/affiliates/TierCards';
import { useCents, usePercent } from '../features/affiliates/tierStyle';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useAuthDialogStore } from '../stores/useAuthDialogStore';
import { useSessionStore } from '../stores/useSessionStore';

const BENEFITS: { key: 'every' | 'live' | 'weekly' | 'clear'; icon: LucideIcon }[] = [
  { key: 'every', icon: BadgeDollarSign },
  { key: 'live', icon: Radio },
  { key: 'weekly', icon: CalendarClock },
  { key: 'clear', icon: Scale },
];
const TOOLS: { key: 'link' | 'code' | 'texts' | 'banners'; icon: LucideIcon }[] = [
  { key: 'link', icon: Link2 },
  { key: 'code', icon: Ticket },
  { key: 'texts', icon: MessageSquareText },
  { key: 'banners', icon: ImageIcon },
];
const STEPS: { key: 'join' | 'share' | 'earn' | 'paid'; icon: LucideIcon }[] = [
  { key: 'join', icon: UserPlus },
  { key: 'share', icon: Share2 },
  { key: 'earn', icon: BadgeDollarSign },
  { key: 'paid', icon: Wallet },
];
const FAQ = ['who', 'when', 'refund', 'payout', 'tier', 'self'] as const;
const DAY_MS = 24 * 3600_000;

/**
 * /affiliates: hero, benefits, the four tiers, tools, a four-step how-it-works and an FAQ. Signed-in visitors get a
 * link to their dashboard; others 'Join Now' / 'Apply Now', which open the register dialog.
 */
export default function AffiliatesPage() {
  const { t } = useTranslation('affiliates');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.affiliates'));
  const cents = useCents();
  const percent = usePercent();
  const top = AFFILIATE_TIERS[AFFILIATE_TIERS.length - 1]!;
  const minimum = cents(AFFILIATE_RULES.minPayoutCents);
  const tierCount = (key: string) => AFFILIATE_TIERS.find((tier) => tier.key === key)?.minActiveReferrals ?? 0;
  return (
    <div className="pb-16 sm:pb-24">
      <section className="relative mx-auto max-w-5xl px-4 pt-12 pb-12 text-center sm:px-6 sm:pt-20">
        <div
          className="pointer-events-none absolute inset-x-10 top-10 -z-10 h-64 rounded-full bg-gradient-to-tr from-accent/30 via-hot/20 to-gold/10 blur-3xl"
          aria-hidden
        />
        <span className="inline-flex items-center gap-1.5 rounded-full border border-accent/40 bg-accent/10 px-3 py-1 text-xs font-semibold text-accent-soft">
          <Handshake className="h-3.5 w-3.5" aria-hidden />
          {t('landing.badge')}
        </span>
        <h1 className="mt-5 font-display text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl">
          <span className="bg-gradient-to-r from-fg via-accent-soft to-hot bg-clip-text text-transparent">
            {t('landing.title', { rate: percent(top.percent) })}
          </span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-base text-balance text-fg-muted sm:text-lg">{t('landing.subtitle')}</p>
        <div className="mt-8 flex justify-center">
          <CallToAction label={t('landing.join')} />
        </div>
        <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-2 gap-3 sm:grid-cols-4">
          <Fact label={t('landing.facts.rate')} value={percent(top.percent)} />
          <Fact label={t('landing.facts.minimum')} value={minimum} />
          <Fact label={t('landing.facts.memory')} value={t('landing.facts.days', { count: AFFILIATE_RULES.referralMemoryMs / DAY_MS })} />
          <Fact label={t('landing.facts.sales')} value={t('landing.facts.none')} />
        </dl>
      </section>

      <Section id="benefits" title={t('benefits.title')} subtitle={t('benefits.subtitle')}>
        <CardGrid
          items={BENEFITS.map(({ key, icon }) => ({
            key,
            icon,
            title: t(`benefits.${key}.title`),
            body: t(`benefits.${key}.body`, { amount: minimum }),
          }))}
        />
      </Section>

      <Section id="tiers" title={t('tiers.title')} subtitle={t('tiers.subtitle', { count: AFFILIATE_RULES.activeWindowMs / DAY_MS })}>
        <TierCards />
      </Section>

      <Section id="tools" title={t('toolsIntro.title')} subtitle={t('toolsIntro.subtitle')}>
        <CardGrid
          items={TOOLS.map(({ key, icon }) => ({ key, icon, title: t(`toolsIntro.${key}.title`), body: t(`toolsIntro.${key}.body`) }))}
        />
      </Section>

      <Section id="how" title={t('how.title')} subtitle={t('how.subtitle')}>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ key, icon: Icon }, i) => (
            <li key={key} className="relative rounded-2xl border border-line bg-surface/80 p-6">
              <span className="absolute end-5 top-4 font-display text-4xl font-black text-surface-3 tabular-nums" aria-hidden>
                {i + 1}
              </span>
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br from-accent/30 to-transparent text-accent-soft">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-bold">{t(`how.steps.${key}.title`)}</h3>
              <p className="mt-1.5 text-sm text-fg-muted">{t(`how.steps.${key}.body`, { amount: minimum })}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="faq" title={t('faq.title')}>
        <Accordion type="single" collapsible className="mx-auto max-w-3xl rounded-2xl border border-line bg-surface/80 px-5">
          {FAQ.map((key) => (
            <AccordionItem key={key} value={key} className="last:border-b-0">
              <AccordionTrigger>{t(`faq.${key}.q`)}</AccordionTrigger>
              <AccordionContent className="leading-relaxed">
                {t(`faq.${key}.a`, {
                  amount: minimum,
                  silver: tierCount('silver'),
                  gold: tierCount('gold'),
                  diamond: tierCount('diamond'),
                })}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </Section>

      <section className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <div className="rounded-3xl border border-accent/40 bg-gradient-to-br from-accent/20 via-surface to-hot/10 px-6 py-10">
          <h2 className="font-display text-2xl font-extrabold tracking-tight sm:text-3xl">{t('landing.closingTitle')}</h2>
          <p className="mt-2 text-fg-muted">{t('landing.closingBody')}</p>
          <div className="mt-6 flex justify-center">
            <CallToAction label={t('landing.apply')} />
          </div>
        </div>
      </section>
    </div>
  );
}

/** Signed in: a link to the dashboard; otherwise a button that opens the register dialog. */
function CallToAction({ label }: { label: string }) {
  const { t } = useTranslation('affiliates');
  const signedIn = useSessionStore((s) => s.user !== null);
  const openAuthDialog = useAuthDialogStore((s) => s.openAuthDialog);
  if (signedIn)
    return (
      <Button asChild size="lg" className="px-8">
        <Link to="/affiliate-dashboard">
          <LayoutDashboard className="h-5 w-5" aria-hidden />
          {t('landing.dashboard')}
        </Link>
      </Button>
    );
  return (
    <Button size="lg" className="px-8" onClick={() => openAuthDialog('register')}>
      <UserPlus className="h-5 w-5" aria-hidden />
      {label}
    </Button>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-line bg-surface/70 px-3 py-4">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="mt-1 font-display text-xl font-extrabold tabular-nums sm:text-2xl">{value}</dd>
    </div>
  );
}

function Section({ id, title, subtitle, children }: { id: string; title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-20">
      <div className="mb-8 text-center">
        <h2 id={`${id}-title`} className="font-display text-2xl font-extrabold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {subtitle ? <p className="mx-auto mt-2 max-w-2xl text-fg-muted">{subtitle}</p> : null}
      </div>
      {children}
    </section>
  );
}

function CardGrid({ items }: { items: { key: string; icon: LucideIcon; title: string; body: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(({ key, icon: Icon, title, body }) => (
        <li key={key} className="rounded-2xl border border-line bg-surface/80 p-6">
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-accent/15 text-accent-soft">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <h3 className="mt-4 text-lg font-bold">{title}</h3>
          <p className="mt-1.5 text-sm text-fg-muted">{body}</p>
        </li>
      ))}
    </ul>
  );
}
