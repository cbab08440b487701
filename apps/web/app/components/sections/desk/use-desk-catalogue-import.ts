import type { CatalogueDryRunResponse } from '@contrail/contracts';
import {
  catalogueCsvMaxChars,
  catalogueCsvTooLarge,
  catalogueErrors,
} from '@contrail/contracts/desk-terms';
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { ApiRequestError } from '~/lib/http.ts';
import { deskErrorText } from './desk-api.ts';
import { deskCatalogueApi } from './desk-catalogue-api.ts';

/** The import's state: the chosen file, its dry run, the confirm step, and check and apply. */
export function useDeskCatalogueImport() {
  const [file, setFile] = useState<File | undefined>();
  const [csv, setCsv] = useState<string | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const [report, setReport] = useState<CatalogueDryRunResponse | undefined>();
  const [status, setStatus] = useState<{ message: string; error: boolean } | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (report) reportHeading.current?.focus();
  }, [report]);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setCsv(undefined);
    setReport(undefined);
    setConfirming(false);
    setStatus(undefined);
    setFileError(
      chosen && chosen.size > catalogueCsvMaxChars * 2 ? catalogueCsvTooLarge : undefined,
    );
  };

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setFileError('Choose a CSV file.');
      return;
    }
    startTransition(async () => {
      setStatus(undefined);
      setConfirming(false);
      try {
        const text = await file.text();
        if (text.length > catalogueCsvMaxChars) {
          setFileError(catalogueCsvTooLarge);
          return;
        }
        if (text.trim() === '') {
          setFileError('The file is empty.');
          return;
        }
        setFileError(undefined);
        const answer = await deskCatalogueApi.dryRun(text);
        setCsv(text);
        setReport(answer);
      } catch (error) {
        if (error instanceof ApiRequestError && (error.fields?.csv || error.status === 413))
          setFileError(error.fields?.csv ?? error.message);
        else setStatus({ message: deskErrorText(error), error: true });
      }
    });
  };

  const apply = () =>
    startTransition(async () => {
      if (!csv || !report) return;
      try {
        const done = await deskCatalogueApi.apply(csv, report.catalogueVersion);
        const { added, changed, removed } = done.counts;
        setReport(undefined);
        setConfirming(false);
        setStatus({
          message: `Applied ${file?.name ?? 'the file'}: ${added} added, ${changed} changed, ${removed} removed (${done.rows} rows of ${done.models.join(', ')}). The site serves it now.`,
          error: false,
        });
      } catch (error) {
        setConfirming(false);
        const changedMeanwhile =
          error instanceof ApiRequestError && error.code === catalogueErrors.changed;
        if (changedMeanwhile) setReport(undefined);
        setStatus({ message: deskErrorText(error), error: true });
      }
    });

  const total = report ? report.counts.added + report.counts.changed + report.counts.removed : 0;

  return {
    file,
    fileError,
    report,
    status,
    confirming,
    setConfirming,
    pending,
    reportHeading,
    confirmRef,
    choose,
    check,
    apply,
    total,
  };
}
