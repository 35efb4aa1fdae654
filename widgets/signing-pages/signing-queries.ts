/**
 * The data of the signing pages: checking a PDF (answers the server's reply as it is, so a
 * refusal shows its Thai message), the person's signatures a page at a time (the previous
 * page stays on screen while the next one comes), and saving one signed file.
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { signedLetterCalls, type SignedHistoryItem } from '../../engine/api/signed-letter-calls';
import { useCalls } from '../portal/CallsContext';
import { saveBlob } from '../workspace/save-blob';
import { signedFileName } from './pdf-file';

function useSigningCalls() {
  const { api } = useCalls();
  return useMemo(() => signedLetterCalls(api), [api]);
}

export function useVerifyPdf() {
  const calls = useSigningCalls();
  return useMutation({ mutationFn: (file: Blob) => calls.verifyPdf(file) });
}

/** One-based page of the person's signatures. */
export function useSignedHistory(page: number) {
  const calls = useSigningCalls();
  return useQuery({
    queryKey: ['signing', 'history', page],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const reply = await calls.history(page);
      if (reply.status !== 'success') throw new Error(reply.message);
      return { items: reply.items, total: reply.TOTAL };
    },
  });
}

export function useDownloadSignedFile() {
  const calls = useSigningCalls();
  return useMutation({
    mutationFn: async (item: SignedHistoryItem) => saveBlob(await calls.signedFile(item.SIGNATURE_ID), signedFileName(item.DOC_NO, item.SUBJECT)),
  });
}
