import { emailField } from '@contrail/contracts';
import { useId, useState, useSyncExternalStore } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { FieldError } from '~/components/forms/field-error.tsx';
import { usePartsSelector } from '~/features/parts/state/store.ts';
import { storage, storageKeys } from '~/features/parts/state/storage.ts';
import { useCartCommands } from './use-cart-commands.ts';
import { usePartsText } from '~/i18n/i18n-context.tsx';

const noSubscribe = () => () => undefined;

/** Keep the cart under an e-mail address, or fetch the cart saved under it. */
export function CartEmail() {
  const id = useId();
  const stored = useSyncExternalStore(
    noSubscribe,
    () => storage.get(storageKeys.email) ?? '',
    () => '',
  );
  const [typed, setEmail] = useState<string | null>(null);
  const email = typed ?? stored;
  const [error, setError] = useState<string>();
  const [note, setNote] = useState('');
  const hasLines = usePartsSelector((state) => state.catalogue.partsCart.length > 0);
  const commands = useCartCommands();
  const { cartEmail: words } = usePartsText();

  const valid = () => {
    const parsed = emailField.safeParse(email);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed.success ? parsed.data : null;
  };

  return (
    <div className="border-line rounded-card mt-6 border p-4">
      <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
        {words.label}
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="border-line min-w-48 flex-1 basis-full rounded-md border px-3 py-2 sm:basis-0"
        />
        <Button
          size="sm"
          variant="outline"
          disabled={!hasLines}
          onClick={async () => {
            const address = valid();
            if (address && (await commands.saveUnderEmail(address))) setNote(words.saved(address));
          }}
        >
          {words.save}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={async () => {
            const address = valid();
            if (!address) return;
            setNote(
              (await commands.fetchByEmail(address)) ? words.loaded(address) : words.none(address),
            );
          }}
        >
          {words.fetch}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <p className="text-muted mt-2 text-sm" aria-live="polite">
        {note}
      </p>
    </div>
  );
}
