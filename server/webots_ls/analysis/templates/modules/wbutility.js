// wbutility (webots-ls): the functions the Webots manual documents for 'wbutility.js'. The body of a function
// that returns the module's exports (the engine binds `import ... from 'wbutility.js'` to them).
function error(message) {
  console.error(message);
}

function info(message) {
  console.log(message);
}

function assert(statement, message) {
  if (!statement)
    error(message);
}

function deepCopy(original) {
  if (original === null || typeof original !== 'object')
    return original;
  const copy = Array.isArray(original) ? [] : {};
  for (const key of Object.keys(original))
    copy[key] = deepCopy(original[key]);
  return copy;
}

function degreesToRadians(angle) {
  return angle * Math.PI / 180;
}

function radiansToDegrees(angle) {
  return angle * 180 / Math.PI;
}

function isScalar(s) {
  return typeof s === 'number';
}

function hasKeys(object, keys) {
  return object !== null && typeof object === 'object' && Object.keys(object).length === keys.length &&
    keys.every((key) => isScalar(object[key]));
}

function isVector2(v) {
  return hasKeys(v, ['x', 'y']);
}

function isVector3(v) {
  return hasKeys(v, ['x', 'y', 'z']);
}

function isAxisAngle(r) {
  return hasKeys(r, ['x', 'y', 'z', 'a']);
}

function isQuaternion(q) {
  return hasKeys(q, ['w', 'x', 'y', 'z']);
}

function isMatrix3(m) {
  return hasKeys(m, ['0', '1', '2', '3', '4', '5', '6', '7', '8']);
}

function isArrayOfPoints(array, dim) {
  return Array.isArray(array) && array.every((point) => dim === 2 ? isVector2(point) : isVector3(point));
}

return {error, info, assert, deepCopy, degreesToRadians, radiansToDegrees, isScalar, isVector2, isVector3,
  isAxisAngle, isQuaternion, isMatrix3, isArrayOfPoints};
