// wbrandom (webots-ls): seedable pseudo-random numbers as the Webots manual documents them for 'wbrandom.js': a
// linear congruential generator (the coefficients of Microsoft Visual Basic, modulo 2^24) with Webots' arithmetic,
// so that a seed gives Webots' sequence.
const wbutility = __wbImport('wbutility.js');
const MODULUS = Math.pow(2, 24);
let state = 0;

function seed(s) {
  state = s;
}

function next() {
  state = (1140671485 * state + 12820163) % MODULUS;
  return state;
}

function real(min, max) {
  if (typeof min === 'undefined') {
    min = 0;
    max = 1;
  } else if (typeof max === 'undefined') {
    max = min;
    min = 0;
  }
  wbutility.assert(wbutility.isScalar(min) && wbutility.isScalar(max), 'Expected parameters to be numbers in wbrandom.real.');
  return min + next() * (max - min) / (MODULUS - 1);
}

function integer(min, max) {
  if (typeof min === 'undefined') {
    min = 0;
    max = MODULUS - 1;
  } else if (typeof max === 'undefined') {
    max = min;
    min = 1;  // (as Webots' own module does)
  }
  wbutility.assert(wbutility.isScalar(min) && wbutility.isScalar(max), 'Expected parameters to be numbers in wbrandom.integer.');
  return min + next() % (1 + max - min);
}

return {seed, real, integer};
