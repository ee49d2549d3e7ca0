// wbgeometry (webots-ls): the geometry functions the Webots manual documents for 'wbgeometry.js'.
// `div` points on a circle of `radius` around `center`, turned by `shift` radians.
function circle(radius, div, center, shift) {
  const points = [];
  for (let i = 0; i < div; ++i) {
    const angle = 2 * Math.PI * i / div + shift;
    points.push({x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle)});
  }
  return points;
}

// Ray casting: a horizontal ray from p crosses the polygon's edges an odd number of times when p is inside.
function isPoint2InPolygon(p, polygon) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if ((a.y > p.y) !== (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  return inside;
}

function findClosestPoint2InArray(reference, points) {
  let closest;
  let best = Infinity;
  for (const point of points) {
    const distance = Math.hypot(point.x - reference.x, point.y - reference.y);
    if (distance < best) {
      best = distance;
      closest = point;
    }
  }
  return closest;
}

// The shoelace sum: positive for a clockwise polygon (y up).
function isPoint2ArrayClockwise(points) {
  let sum = 0;
  for (let i = 0; i < points.length; ++i) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    sum += (b.x - a.x) * (b.y + a.y);
  }
  return sum > 0;
}

// A uniform cubic B-spline through the control points (ends repeated so the curve reaches them), each segment
// subdivided `subdivision` times.
function bSpline(points, subdivision, keys) {
  if (points.length < 3)
    return points.slice();
  const control = [points[0], points[0], ...points, points[points.length - 1], points[points.length - 1]];
  const result = [];
  for (let i = 0; i + 3 < control.length; ++i) {
    const last = i + 4 === control.length;
    for (let step = 0; step < subdivision + (last ? 1 : 0); ++step) {
      const t = step / subdivision;
      const b = [(1 - t) ** 3 / 6, (3 * t ** 3 - 6 * t ** 2 + 4) / 6, (-3 * t ** 3 + 3 * t ** 2 + 3 * t + 1) / 6, t ** 3 / 6];
      const point = {};
      for (const key of keys)
        point[key] = b[0] * control[i][key] + b[1] * control[i + 1][key] + b[2] * control[i + 2][key] + b[3] * control[i + 3][key];
      result.push(point);
    }
  }
  return result;
}

function bSpline2(points, subdivision) {
  return bSpline(points, subdivision, ['x', 'y']);
}

function bSpline3(points, subdivision) {
  return bSpline(points, subdivision, ['x', 'y', 'z']);
}

return {circle, isPoint2InPolygon, findClosestPoint2InArray, isPoint2ArrayClockwise, bSpline2, bSpline3};
