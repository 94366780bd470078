// The feedback components' public exports (one line per component folder).
export {};
