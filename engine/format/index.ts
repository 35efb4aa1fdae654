/** Display formats: Thai digits, Buddhist-era dates, byte sizes, time left on a countdown, counts. */
export * from './thai-digits';
export * from './thai-date';
export * from './byte-size';
export * from './time-left';
export * from './count';
