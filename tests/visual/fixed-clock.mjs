/**
 * Preloaded into the visual suite's portal servers (NODE_OPTIONS=--import, see global-setup.ts):
 * the server's clock starts at VISUAL_FIXED_NOW and runs 100 times slower than real time.
 *
 * Why: the demo seed dates its letters, routing steps and notifications from the server's
 * "now" (and register numbers carry its Buddhist-era year), so without this every baseline
 * would change from one day to the next. Slowed, a whole run (minutes, however loaded the
 * machine) stays inside the same displayed minute, yet time still moves forward, so nothing
 * that orders or expires by time breaks. PGlite reads the time through Date as well, so the
 * database's now() agrees. Only Date is changed; timers and performance.now() stay real.
 *
 * The date lies in the future on purpose: the browser keeps its real clock until the test
 * fixes it, and a session or captcha challenge stamped in the past would look expired there.
 */
const RealDate = globalThis.Date;
const FIXED_START = RealDate.parse(process.env.VISUAL_FIXED_NOW ?? '2030-01-15T09:00:00+07:00');
const RATE = 0.01;
const realStart = RealDate.now();
const fakeNow = () => Math.floor(FIXED_START + (RealDate.now() - realStart) * RATE);

class FixedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(fakeNow());
    else super(...args);
  }

  static now() {
    return fakeNow();
  }
}
// Date() called without new returns a string of "now".
const FixedDateFunction = new Proxy(FixedDate, {
  apply: () => new RealDate(fakeNow()).toString(),
});

globalThis.Date = FixedDateFunction;
