/**
 * The data of the self-service pages: the person's own record, saving their contact fields, and
 * replacing their picture. Saving answers the server's reply as it is (success, or the error
 * envelope with its Thai message), so the form can show a refusal and keep what was typed. A
 * saved change updates the record in place and hands the header the new e-mail or picture.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { HttpError } from '../../engine/api/client';
import { profileCalls, type Profile, type ProfileCallReply } from '../../engine/api/profile-calls';
import { OWN_EMAIL_KEY, OWN_PICTURE_KEY } from '../master/own-header';
import { useCalls } from '../portal/CallsContext';

const PROFILE_KEY = ['profile', 'record'] as const;
const PICTURE_KEY = ['profile', 'picture'] as const;

function useProfileCalls() {
  const { api } = useCalls();
  return useMemo(() => profileCalls(api), [api]);
}

export function useProfile() {
  const calls = useProfileCalls();
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async (): Promise<Profile> => {
      const reply = await calls.read();
      if (reply.status !== 'success') throw new Error(reply.message);
      return reply.item;
    },
  });
}

/** The person's picture as an object URL (null when they have none), fetched with the session's token. */
export function useOwnPicture(hasPicture: boolean) {
  const calls = useProfileCalls();
  return useQuery({
    queryKey: PICTURE_KEY,
    enabled: hasPicture,
    staleTime: Infinity,
    queryFn: async (): Promise<string | null> => {
      try {
        return URL.createObjectURL(await calls.picture());
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** A saved record replaces the cached one; the header learns the e-mail and (when given) the picture. */
function useAfterSave() {
  const queryClient = useQueryClient();
  return (reply: ProfileCallReply, pictureUrl?: string) => {
    if (reply.status !== 'success') return;
    queryClient.setQueryData(PROFILE_KEY, reply.item);
    queryClient.setQueryData(OWN_EMAIL_KEY, reply.item.F_EMAIL);
    if (pictureUrl) {
      queryClient.setQueryData(PICTURE_KEY, pictureUrl);
      queryClient.setQueryData(OWN_PICTURE_KEY, pictureUrl);
    }
  };
}

export function useSaveContact() {
  const calls = useProfileCalls();
  const afterSave = useAfterSave();
  return useMutation({
    mutationFn: (contact: { F_EMAIL: string; F_PHONE: string }) => calls.updateContact(contact),
    onSuccess: (reply) => afterSave(reply),
  });
}

/** Uploads the picture; once stored, the page and the header show the file the server now serves back. */
export function useUploadPicture() {
  const calls = useProfileCalls();
  const afterSave = useAfterSave();
  return useMutation({
    mutationFn: async (file: Blob & { name: string }) => {
      const reply = await calls.uploadPicture(file);
      const url = reply.status === 'success' ? URL.createObjectURL(await calls.picture()) : undefined;
      return { reply, url };
    },
    onSuccess: ({ reply, url }) => afterSave(reply, url),
  });
}
