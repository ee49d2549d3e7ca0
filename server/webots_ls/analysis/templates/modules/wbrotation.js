// wbrotation (webots-ls): rotations as the Webots manual documents 'wbrotation.js': axis-angle {x, y, z, a} (a in
// radians), quaternions {w, x, y, z}, 3x3 matrices {0..8} (row major).
function equal(rA, rB) {
  return rA.x === rB.x && rA.y === rB.y && rA.z === rB.z && rA.a === rB.a;
}

function normalize(r) {
  const length = Math.sqrt(r.x * r.x + r.y * r.y + r.z * r.z);
  if (length === 0)
    console.error('The parameter in wbrotation.normalize is not a valid axis (norm is zero).');
  else {
    r.x /= length;
    r.y /= length;
    r.z /= length;
  }
  while (r.a < -Math.PI)
    r.a += 2 * Math.PI;
  while (r.a > Math.PI)
    r.a -= 2 * Math.PI;
  return r;
}

function fromQuaternion(q) {
  const angle = 2 * Math.acos(Math.max(-1, Math.min(1, q.w)));
  const length = Math.sqrt(q.x * q.x + q.y * q.y + q.z * q.z);
  if (angle < 0.0001 || length === 0)
    return {x: 0, y: 1, z: 0, a: 0};
  return {x: q.x / length, y: q.y / length, z: q.z / length, a: angle};
}

function toQuaternion(r) {
  const n = normalize({x: r.x, y: r.y, z: r.z, a: r.a});
  const sine = Math.sin(n.a / 2);
  return {w: Math.cos(n.a / 2), x: n.x * sine, y: n.y * sine, z: n.z * sine};
}

function toMatrix3(r) {
  const c = Math.cos(r.a);
  const s = Math.sin(r.a);
  const t = 1 - c;
  return {
    0: r.x * r.x * t + c, 1: r.x * r.y * t - r.z * s, 2: r.x * r.z * t + r.y * s,
    3: r.x * r.y * t + r.z * s, 4: r.y * r.y * t + c, 5: r.y * r.z * t - r.x * s,
    6: r.x * r.z * t - r.y * s, 7: r.y * r.z * t + r.x * s, 8: r.z * r.z * t + c
  };
}

function fromMatrix3(m) {
  const cosine = 0.5 * (m[0] + m[4] + m[8] - 1);
  if (Math.abs(cosine) > 1)
    return {x: 1, y: 0, z: 0, a: 0};
  return {x: m[7] - m[5], y: m[2] - m[6], z: m[3] - m[1], a: Math.acos(cosine)};
}

function isIdentity(r) {
  return r.a === 0;
}

// The rotation rA then rB as quaternions multiply: qA * qB.
function combine(rA, rB) {
  const a = toQuaternion(rA);
  const b = toQuaternion(rB);
  return fromQuaternion({
    w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
    x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
    y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
    z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w
  });
}

function rotateVector3ByMatrix3(m, v) {
  return {
    x: m[0] * v.x + m[1] * v.y + m[2] * v.z,
    y: m[3] * v.x + m[4] * v.y + m[5] * v.z,
    z: m[6] * v.x + m[7] * v.y + m[8] * v.z
  };
}

function rotateVector3ByRotation(r, v) {
  return rotateVector3ByMatrix3(toMatrix3(r), v);
}

function rotateVector3ByQuaternion(q, v) {
  return rotateVector3ByRotation(fromQuaternion(q), v);
}

return {equal, normalize, fromQuaternion, toQuaternion, toMatrix3, fromMatrix3, isIdentity, combine,
  rotateVector3ByMatrix3, rotateVector3ByRotation, rotateVector3ByQuaternion};
