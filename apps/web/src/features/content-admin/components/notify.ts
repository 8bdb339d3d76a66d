/** Tells staff how an action went: a confirmation, or (with `ok` false) what went wrong. */
export type Notify = (message: string, ok?: boolean) => void;

/** Waits for `work`, then says `success`, or the failure's own message when it fails. */
export function notifyOutcome(notify: Notify, work: Promise<unknown>, success: string) {
  return work.then(() => notify(success)).catch((failure: Error) => notify(failure.message, false));
}
