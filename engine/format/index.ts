/** Display formats of spec section 9: Thai digits, Buddhist-era dates, byte sizes. */
export * from './thai-digits';
export * from './thai-date';
export * from './byte-size';
