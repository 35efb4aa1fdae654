/**
 * The letter's data on the screens: its PDF (the newest version or a named one), its versions,
 * the preview of content not saved yet, and saving a version, which refreshes the letter's read
 * (its version and whether it may still be written), its PDF and its versions together.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErrorReply } from '../../engine/api/call-route';
import { HttpError } from '../../engine/api/client';
import { letterCalls, type LetterSaveFields } from '../../engine/api/letter-calls';
import type { LetterContent } from '../../schemas/generated/api/letter-content';
import { documentKeys } from '../documents/document-query-keys';
import { useCalls } from '../portal/CallsContext';

const letterKey = (documentId: number) => [...documentKeys.detail(documentId), 'letter'] as const;

/** What to tell the person after a failure: the server's own words when it gave any. */
export function letterFailure(failure: unknown, fallback: string): string {
  if (failure instanceof HttpError && failure.body?.message) return failure.body.message;
  if (failure instanceof Error && failure.message) return failure.message;
  return fallback;
}

/** The letter's PDF; `version` null for the newest. Fetched again whenever the letter's version changes. */
export function useLetterPdf(documentId: number, version: number | null, newest: number | null) {
  const { api } = useCalls();
  return useQuery({
    queryKey: [...letterKey(documentId), 'pdf', version ?? 'newest', newest],
    queryFn: () => letterCalls(api).pdf(documentId, version ?? undefined),
    enabled: newest !== null,
    staleTime: Infinity,
  });
}

export function useLetterVersions(documentId: number, newest: number | null) {
  const { api } = useCalls();
  return useQuery({
    queryKey: [...letterKey(documentId), 'versions', newest],
    queryFn: async () => {
      const reply = await letterCalls(api).versions(documentId);
      if (reply.status === 'error') throw new Error((reply as ErrorReply).message);
      return reply.items;
    },
    enabled: newest !== null,
  });
}

/** The PDF of content not saved yet; null content (it has problems) asks for nothing, the last preview stays. */
export function useLetterPreview(documentId: number, content: LetterContent | null) {
  const { api } = useCalls();
  return useQuery({
    queryKey: [...letterKey(documentId), 'preview', content],
    queryFn: () => letterCalls(api).preview({ F_DOC_ID: documentId, CONTENT: content! }),
    enabled: content !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}

export function useSaveLetter(documentId: number) {
  const { api } = useCalls();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: Omit<LetterSaveFields, 'F_DOC_ID'>) => {
      const reply = await letterCalls(api).save({ F_DOC_ID: documentId, ...fields });
      if (reply.status === 'error') throw new Error((reply as ErrorReply).message);
      return reply;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.detail(documentId) }),
  });
}
