/**
 * Runs from the inline script at the top of <body> (serialized there, so it must not refer outside
 * its own body): continuous animations hold still while the page loads, and MotionPause releases
 * them once it has loaded and the main thread is idle. The home hero's drift, run from the first
 * frame, kept the compositor busy through the whole load (on the 2-core test host, which composites
 * in software: 1.3 s of its CPU against 0.4 s held, beside the page's own scripts).
 * Without JavaScript nothing holds them.
 */
export function holdMotion() {
  document.documentElement.setAttribute('data-motion-hold', '')
}
