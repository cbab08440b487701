import {
  searchWordItself,
  searchWordParamsSchema,
  searchWordUpdateRequestSchema,
  type SearchWord,
} from '@contrail/contracts';
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { ApiRequestError } from '~/lib/http.ts';
import { deskCatalogueApi } from './desk-catalogue-api.ts';
import { useDeskFailure } from './desk-item-parts-hooks.ts';
import { useDeskLoad } from './use-desk-load.ts';

type WordErrors = Partial<Record<'word' | 'catalogueWord', string>>;
type Notice = { message: string; error: boolean };

/** By the visitor's word, as the API lists them (upper-case letters and digits). */
const byWord = (a: SearchWord, b: SearchWord) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);
/** 1234 → "1,234 parts". */
const partsText = (parts: number) =>
  `${parts.toLocaleString('en-US')} part${parts === 1 ? '' : 's'}`;

/**
 * The taught words, the add form (checked with the API's own schemas) and removal; `fill` puts a word in
 * the form, and `changes` counts the words saved or removed.
 */
export function useDeskSearchWords() {
  const fail = useDeskFailure();
  const {
    shown: list,
    retry,
    set: setTaught,
  } = useDeskLoad<{ words: SearchWord[]; max: number }>(async (signal) => {
    const { words, max } = await deskCatalogueApi.searchWords(signal);
    return { words: [...words].sort(byWord), max };
  });
  const [word, setWord] = useState('');
  const [catalogueWord, setCatalogueWord] = useState('');
  const [errors, setErrors] = useState<WordErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice | undefined>();
  const [removing, setRemoving] = useState<string | undefined>();
  // How many words were saved or removed: what hangs on the taught words (the misses) asks again.
  const [changes, setChanges] = useState(0);
  const [saving, startSaving] = useTransition();
  const wordRef = useRef<HTMLInputElement>(null);
  const catalogueWordRef = useRef<HTMLInputElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  // After a removal (done or failed), the row whose Remove button takes the focus back.
  const focusAt = useRef<number | undefined>(undefined);

  const words = list.state === 'ready' ? list.words : [];
  useEffect(() => {
    if (focusAt.current === undefined || removing !== undefined) return;
    // The row's button (the next row's after a removal, or the last), else the form's first field.
    const buttons = tableRef.current?.querySelectorAll<HTMLButtonElement>('tbody button');
    (buttons?.[Math.min(focusAt.current, buttons.length - 1)] ?? wordRef.current)?.focus();
    focusAt.current = undefined;
  }, [list, removing]);
  const change = (next: (words: SearchWord[]) => SearchWord[]) =>
    setTaught((shown) => ({ ...shown, words: next(shown.words) }));

  const showErrors = (found: WordErrors) => {
    setErrors(found);
    (found.word ? wordRef : catalogueWordRef).current?.focus();
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const visitor = searchWordParamsSchema.safeParse({ word });
    const catalogue = searchWordUpdateRequestSchema.safeParse({ catalogueWord });
    const same =
      visitor.success && catalogue.success && visitor.data.word === catalogue.data.catalogueWord;
    const found: WordErrors = {
      word: visitor.error?.issues[0]?.message,
      catalogueWord: catalogue.error?.issues[0]?.message ?? (same ? searchWordItself : undefined),
    };
    setFormError(undefined);
    setNotice(undefined);
    if (!visitor.success || !catalogue.success || same) return showErrors(found);
    setErrors({});
    const before = words.find((taught) => taught.word === visitor.data.word);
    startSaving(async () => {
      try {
        const answer = await deskCatalogueApi.saveSearchWord(visitor.data.word, catalogue.data);
        const saved = answer.word;
        change((shown) => [...shown.filter((w) => w.word !== saved.word), saved].sort(byWord));
        setWord('');
        setCatalogueWord('');
        setChanges((n) => n + 1);
        const reading = `described by “${saved.catalogueWord}” (${partsText(saved.parts)})`;
        setNotice({
          message:
            answer.created || !before
              ? `Visitors’ “${saved.word}” now finds parts ${reading}.`
              : `Visitors’ “${saved.word}” now reads as “${saved.catalogueWord}” instead of “${before.catalogueWord}”: it finds parts ${reading}.`,
          error: false,
        });
        wordRef.current?.focus();
      } catch (caught) {
        const fields = caught instanceof ApiRequestError ? caught.fields : undefined;
        if (fields?.word || fields?.catalogueWord)
          showErrors({ word: fields.word, catalogueWord: fields.catalogueWord });
        else setFormError(fail(caught));
      }
    });
  };

  const remove = async (taught: SearchWord) => {
    focusAt.current = words.indexOf(taught);
    setRemoving(taught.word);
    setNotice(undefined);
    try {
      await deskCatalogueApi.removeSearchWord(taught.word);
      setNotice({ message: `“${taught.word}” removed.`, error: false });
    } catch (caught) {
      // Not found: someone removed it meanwhile, so the row goes all the same.
      if (!(caught instanceof ApiRequestError && caught.status === 404)) {
        setNotice({ message: `“${taught.word}” was not removed: ${fail(caught)}`, error: true });
        return;
      }
      setNotice({ message: `“${taught.word}” was removed already.`, error: false });
    } finally {
      setRemoving(undefined);
    }
    change((shown) => shown.filter((w) => w.word !== taught.word));
    setChanges((n) => n + 1);
  };

  /** Puts a visitor's word in the form (from a search that found nothing) and asks for the catalogue's. */
  const fill = (visitorWord: string) => {
    setWord(visitorWord);
    setCatalogueWord('');
    setErrors({});
    setFormError(undefined);
    catalogueWordRef.current?.focus();
  };

  return {
    list,
    retry,
    word,
    setWord,
    catalogueWord,
    setCatalogueWord,
    errors,
    formError,
    notice,
    saving,
    removing,
    save,
    remove,
    fill,
    changes,
    wordRef,
    catalogueWordRef,
    tableRef,
  };
}
