/** react-query keys of the document modal's data. */
export const documentKeys = {
  /** One letter with its history and the actions allowed on each step. */
  detail: (documentId: number) => ['documents', 'detail', documentId] as const,
  recipients: () => ['documents', 'recipients'] as const,
  /** The kinds an action form offers (assignment and signing kinds), from get-lookups. */
  lookups: () => ['documents', 'lookups'] as const,
};
