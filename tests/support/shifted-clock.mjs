// A preload for journeys that need the product to live later than today (the public-recognition
// journey's expired certificate, docs/public-recognition.md#behaviour): given to `npm start`
// through NODE_OPTIONS (`--import`), it moves the process's clock ONCOURSE_TEST_CLOCK_DAYS days on,
// so the product needs no clock setting of its own. Plain JavaScript: it loads before tsx does.
const days = Number(process.env.ONCOURSE_TEST_CLOCK_DAYS ?? 0);
const offset = days * 86_400_000;

if (offset !== 0) {
  const RealDate = globalThis.Date;
  const realNow = RealDate.now.bind(RealDate);
  // A Date whose "now" is offset: `new Date()` and `Date.now()` move, dates given explicitly stay.
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(realNow() + offset);
      else super(...args);
    }
    static now() {
      return realNow() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
