/**
 * The data of the signature section: the person's signature status, their image (fetched with
 * the session's token as an object URL), and the changes (upload, remove, accept). Each change
 * answers the server's reply as it is, so the page shows its Thai message; a successful one
 * replaces the cached status, and a new or removed image is fetched again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { HttpError } from '../../engine/api/client';
import { signingCalls, type SignatureCallReply, type SignatureStatus } from '../../engine/api/signing-calls';
import { useCalls } from '../portal/CallsContext';

export const SIGNATURE_STATUS_KEY = ['signing', 'status'] as const;
const SIGNATURE_IMAGE_KEY = ['signing', 'image'] as const;

export function useSigningCalls() {
  const { api } = useCalls();
  return useMemo(() => signingCalls(api), [api]);
}

export function useSignatureStatus() {
  const calls = useSigningCalls();
  return useQuery({
    queryKey: SIGNATURE_STATUS_KEY,
    queryFn: async (): Promise<SignatureStatus> => {
      const reply = await calls.status();
      if (reply.status !== 'success') throw new Error(reply.message);
      return reply.item;
    },
  });
}

/** The saved image as an object URL, keyed by when it was saved so a new image is fetched; null when none. */
export function useSignatureImage(status: SignatureStatus | undefined) {
  const calls = useSigningCalls();
  return useQuery({
    queryKey: [...SIGNATURE_IMAGE_KEY, status?.IMAGE_UPDATED_AT ?? null],
    enabled: Boolean(status?.HAS_IMAGE),
    staleTime: Infinity,
    queryFn: async (): Promise<string | null> => {
      try {
        return URL.createObjectURL(await calls.image());
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

function useSigningChange<T>(call: (calls: ReturnType<typeof signingCalls>, value: T) => Promise<SignatureCallReply>) {
  const calls = useSigningCalls();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: T) => call(calls, value),
    onSuccess: (reply) => {
      if (reply.status === 'success') queryClient.setQueryData(SIGNATURE_STATUS_KEY, reply.item);
    },
  });
}

export const useUploadSignature = () => useSigningChange((calls, file: Blob) => calls.uploadImage(file));
export const useRemoveSignature = () => useSigningChange((calls) => calls.removeImage());
export const useAcceptSignature = () => useSigningChange((calls, textVersion: string) => calls.accept(textVersion));
