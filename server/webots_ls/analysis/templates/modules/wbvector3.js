// wbvector3 (webots-ls): three-dimensional vectors {x, y, z}, the functions of the Webots manual for 'wbvector3.js'.
function equal(vA, vB) {
  return vA.x === vB.x && vA.y === vB.y && vA.z === vB.z;
}

function add(vA, vB) {
  return {x: vA.x + vB.x, y: vA.y + vB.y, z: vA.z + vB.z};
}

function minus(vA, vB) {
  return {x: vA.x - vB.x, y: vA.y - vB.y, z: vA.z - vB.z};
}

function multiply(v, s) {
  return {x: v.x * s, y: v.y * s, z: v.z * s};
}

function norm(v) {
  return Math.sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
}

function distance(vA, vB) {
  return norm(minus(vA, vB));
}

function cross(vA, vB) {
  return {x: vA.y * vB.z - vA.z * vB.y, y: vA.z * vB.x - vA.x * vB.z, z: vA.x * vB.y - vA.y * vB.x};
}

function dot(vA, vB) {
  return vA.x * vB.x + vA.y * vB.y + vA.z * vB.z;
}

function normalize(v) {
  const n = norm(v);
  return n === 0 ? {x: 0, y: 0, z: 0} : {x: v.x / n, y: v.y / n, z: v.z / n};
}

return {equal, add, minus, multiply, norm, distance, cross, dot, normalize};
