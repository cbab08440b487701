import { useId, type Ref } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { describedBy, DeskField, deskInput, DeskStatus } from './desk-form.tsx';
import { SearchMisses } from './desk-catalogue-search-misses.tsx';
import { SearchWordTable } from './desk-catalogue-search-word-table.tsx';
import { useDeskSearchWords } from './use-desk-search-words.ts';

/**
 * The words the parts search was taught: a visitor's word (PADS) read as the catalogue's (LINING) when
 * the words typed find no part. Listed with their parts, added or moved by the form, removed by row;
 * under them the searches that found nothing, whose unknown words fill the form.
 */
export function SearchWords() {
  const heading = useId();
  const id = useId();
  const wordId = `${id}-word`;
  const catalogueWordId = `${id}-catalogue-word`;
  const s = useDeskSearchWords();
  const { list, errors } = s;

  return (
    <section aria-labelledby={heading} className="min-w-0">
      <h2 id={heading} className="mb-2 text-2xl font-bold">
        Search words
      </h2>
      <p className="text-muted mb-6 max-w-3xl">
        When the words a visitor types find no part, the search reads each visitor&apos;s word below
        as the catalogue&apos;s word beside it. For example, visitors write PADS where the
        catalogue&apos;s descriptions say LINING (&ldquo;LINING, BRAKE&rdquo;): taught that PADS
        means LINING, a search for &ldquo;brake pads&rdquo; finds the brake linings.
      </p>
      <form
        noValidate
        onSubmit={s.save}
        aria-label="Teach the search a word"
        className="bg-card border-line grid gap-4 rounded-lg border p-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start"
      >
        <WordField
          id={wordId}
          label="Visitor’s word"
          hint="The word visitors type, such as PADS."
          value={s.word}
          onChange={s.setWord}
          error={errors.word}
          inputRef={s.wordRef}
        />
        <WordField
          id={catalogueWordId}
          label="Catalogue’s word"
          hint="A word of the parts’ descriptions, such as LINING."
          value={s.catalogueWord}
          onChange={s.setCatalogueWord}
          error={errors.catalogueWord}
          inputRef={s.catalogueWordRef}
        />
        <Button type="submit" disabled={s.saving} className="md:mt-7">
          {s.saving ? 'Saving…' : 'Save word'}
        </Button>
      </form>
      <div className="mt-4">
        <DeskStatus message={s.formError} error />
      </div>
      <div aria-live="polite">
        <DeskStatus message={s.notice?.message} error={s.notice?.error} />
      </div>

      {list.state === 'loading' && (
        <p role="status" className="text-muted mt-4">
          Loading the search words…
        </p>
      )}
      {list.state === 'failed' && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <DeskStatus message={`The search words could not be loaded: ${list.message}`} error />
          <Button size="sm" variant="outline" onClick={s.retry}>
            Try again
          </Button>
        </div>
      )}
      {list.state === 'ready' && (
        <div className="mt-4">
          <p className="text-muted mb-3 text-sm" data-testid="search-words-count">
            {list.words.length.toLocaleString('en-US')} of {list.max.toLocaleString('en-US')} words
            {list.words.length >= list.max && ': the list is full. Remove a word to add another.'}
          </p>
          {list.words.length === 0 ? (
            <p>No search words yet: the search reads only the words visitors type.</p>
          ) : (
            <SearchWordTable
              words={list.words}
              removing={s.removing}
              onRemove={s.remove}
              tableRef={s.tableRef}
            />
          )}
        </div>
      )}

      <SearchMisses reload={s.changes} busy={s.saving} onTeach={s.fill} />
    </section>
  );
}

function WordField({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  inputRef,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef: Ref<HTMLInputElement>;
}) {
  return (
    <DeskField id={id} label={label} error={error} hint={hint}>
      <input
        ref={inputRef}
        id={id}
        className={deskInput}
        value={value}
        maxLength={30}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...describedBy(id, error, hint)}
      />
    </DeskField>
  );
}
