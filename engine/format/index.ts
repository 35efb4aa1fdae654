/** Display formats: Thai digits, Buddhist-era dates, byte sizes. */
export * from './thai-digits';
export * from './thai-date';
export * from './byte-size';
