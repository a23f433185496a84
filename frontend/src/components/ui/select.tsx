import type { ReactNode } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { selectTriggerClass } from './trigger-styles';

export interface SelectOption {
  value: string;
  /** What the list shows. */
  label: ReactNode;
  /** Text for typeahead when the label is not plain text. */
  textValue?: string;
}

export interface SelectProps {
  value: string;
  onValueChange(value: string): void;
  options: SelectOption[];
  /** Accessible name of the trigger (translated by the caller). */
  label: string;
  /** What the closed trigger shows; default: the selected option's label. */
  display?: ReactNode;
  /** What the closed trigger shows while nothing is chosen (`value` is ''). */
  placeholder?: ReactNode;
  className?: string;
  disabled?: boolean;
  /** Draws the trigger's border red (its field has an error). */
  invalid?: boolean;
  /** Opens the list at mount (the user activated a stand-in trigger before this loaded). */
  defaultOpen?: boolean;
}

/** A labelled single-choice list (Radix Select): keyboard, typeahead and screen-reader support built in. */
export function Select({
  value,
  onValueChange,
  options,
  label,
  display,
  placeholder,
  className,
  disabled,
  invalid,
  defaultOpen,
}: SelectProps) {
  const selected = options.find((o) => o.value === value);
  // Radix copies each item's text into the form's hidden native <select> once, when the item mounts: keyed by the
  // language, the items mount again after a switch, so the native options do not keep the old language's words.
  const { i18n } = useTranslation();
  return (
    <RadixSelect.Root value={value} onValueChange={onValueChange} disabled={disabled} {...(defaultOpen ? { defaultOpen } : {})}>
      <RadixSelect.Trigger aria-label={label} className={cn(selectTriggerClass, invalid ? 'border-danger' : 'border-line', className)}>
        <RadixSelect.Value placeholder={placeholder}>{display ?? selected?.label}</RadixSelect.Value>
        <RadixSelect.Icon>
          <ChevronDown className="h-4 w-4 text-fg-muted" aria-hidden />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={6}
          className="z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-line bg-surface text-fg shadow-2xl animate-pop-in"
        >
          <RadixSelect.Viewport className="p-1.5">
            {options.map((option) => (
              <RadixSelect.Item
                key={`${i18n.language}:${option.value}`}
                value={option.value}
                {...(option.textValue ? { textValue: option.textValue } : {})}
                className="relative flex cursor-pointer items-center gap-2 rounded-lg py-2 ps-3 pe-8 text-sm outline-none select-none data-[highlighted]:bg-surface-2"
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="absolute end-2.5">
                  <Check className="h-4 w-4 text-accent-soft" aria-hidden />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

/** A form field around `Select`: its visible label, the list, and the field's error under it. */
export function SelectField({ error, className, ...props }: SelectProps & { error?: string }) {
  return (
    <div className="grid content-start gap-1.5">
      <span className="text-sm font-medium">{props.label}</span>
      <Select {...props} invalid={Boolean(error)} className={cn('h-11 w-full justify-between', className)} />
      {error ? <p className="text-sm text-danger">{error}</p> : null}
    </div>
  );
}
