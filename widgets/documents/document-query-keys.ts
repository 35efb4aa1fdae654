/** react-query keys of the document modal's data. */
export const documentKeys = {
  /** One letter with its history and the actions allowed on each step. */
  detail: (documentId: number) => ['documents', 'detail', documentId] as const,
  recipients: () => ['documents', 'recipients'] as const,
};
