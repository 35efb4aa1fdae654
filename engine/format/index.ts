/** Display formats: Thai digits, Buddhist-era dates, byte sizes, time left on a countdown. */
export * from './thai-digits';
export * from './thai-date';
export * from './byte-size';
export * from './time-left';
