/** How often the server looks for scheduled activities whose time has come. */
export const ACTIVITY_POLL_MS = 15_000;
