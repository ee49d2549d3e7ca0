// wbvector2 (webots-ls): two-dimensional vectors {x, y}, the functions of the Webots manual for 'wbvector2.js'.
function equal(vA, vB) {
  return vA.x === vB.x && vA.y === vB.y;
}

function add(vA, vB) {
  return {x: vA.x + vB.x, y: vA.y + vB.y};
}

function minus(vA, vB) {
  return {x: vA.x - vB.x, y: vA.y - vB.y};
}

function multiply(v, s) {
  return {x: v.x * s, y: v.y * s};
}

function norm(v) {
  return Math.sqrt(v.x * v.x + v.y * v.y);
}

function distance(vA, vB) {
  return norm(minus(vA, vB));
}

function angle(vA, vB) {
  const difference = minus(vA, vB);  // (the direction Webots' module measures)
  return Math.atan2(difference.y, difference.x);
}

function cross(vA, vB) {
  return vA.x * vB.y - vA.y * vB.x;
}

function dot(vA, vB) {
  return vA.x * vB.x + vA.y * vB.y;
}

function normalize(v) {
  const n = norm(v);
  return n === 0 ? {x: 0, y: 0} : {x: v.x / n, y: v.y / n};
}

// The point where the segments [p1, p2] and [p3, p4] cross, null when they do not.
function intersection(p1, p2, p3, p4) {
  const r = minus(p2, p1);
  const s = minus(p4, p3);
  const denominator = cross(r, s);
  if (denominator === 0)
    return null;
  const t = cross(minus(p3, p1), s) / denominator;
  const u = cross(minus(p3, p1), r) / denominator;
  if (t < 0 || t > 1 || u < 0 || u > 1)
    return null;
  return add(p1, multiply(r, t));
}

return {equal, add, minus, multiply, norm, distance, angle, cross, dot, normalize, intersection};
