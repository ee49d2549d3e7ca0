-- wbgeometry (webots-ls): geometry helpers for Lua templates (Webots' 'wbgeometry').
local M = {}

-- div + 1 points of a circle of 'radius' around (cx, cy), turned by 'shift' radians (the last closes it)
function M.circle(radius, div, cx, cy, shift)
  local points = {}
  for i = 0, div do
    local angle = 2 * math.pi * i / div + shift
    points[#points + 1] = { x = cx + radius * math.cos(angle), y = cy + radius * math.sin(angle) }
  end
  return points
end

-- ray casting: a horizontal ray from (x, y) crosses the polygon's edges an odd number of times when inside
function M.ispointinpolygon(x, y, polygon)
  local inside = false
  local n = #polygon
  if n < 3 then
    return false
  end
  local j = n
  for i = 1, n do
    local a, b = polygon[i], polygon[j]
    if (a.y > y) ~= (b.y > y) and x < (b.x - a.x) * (y - a.y) / (b.y - a.y) + a.x then
      inside = not inside
    end
    j = i
  end
  return inside
end

function M.findclosest2Dpointinarray(reference, points)
  local closest, best = reference, math.huge
  for _, point in ipairs(points) do
    local distance = math.sqrt((point.x - reference.x) ^ 2 + (point.y - reference.y) ^ 2)
    if distance < best then
      closest, best = point, distance
    end
  end
  return closest
end

-- the shoelace sum of (x2 - x1)(y2 + y1): negative for a clockwise list, as Webots' module decides
function M.islistclockwise2D(points)
  local n = #points
  local total = 0
  for i = 1, n do
    local a, b = points[i], points[i % n + 1]
    total = total + (b.x - a.x) * (b.y + a.y)
  end
  return total < 0
end

-- a uniform cubic B-spline through the points (ends extended linearly), each segment cut in 'subdivision'
local function bspline(points, subdivision, keys)
  local n = #points
  local p = {}
  for i = 1, n do p[i] = points[i] end
  local function extend(from, towards)
    local e = {}
    for _, k in ipairs(keys) do e[k] = 2 * from[k] - towards[k] end
    return e
  end
  p[0] = extend(p[1], p[2]); p[-1] = extend(p[0], p[1])
  p[n + 1] = extend(p[n], p[n - 1]); p[n + 2] = extend(p[n + 1], p[n])
  local spline = { points[1] }
  for i = 1, n - 1 do
    for j = 1, subdivision do
      local t = j / subdivision
      local b = { (1 - t) ^ 3 / 6, (3 * t ^ 3 - 6 * t ^ 2 + 4) / 6, (-3 * t ^ 3 + 3 * t ^ 2 + 3 * t + 1) / 6, t ^ 3 / 6 }
      local point = {}
      for _, k in ipairs(keys) do
        point[k] = b[1] * p[i - 1][k] + b[2] * p[i][k] + b[3] * p[i + 1][k] + b[4] * p[i + 2][k]
      end
      spline[#spline + 1] = point
    end
  end
  return spline
end

function M.bspline2D(points, subdivision) return bspline(points, subdivision, { 'x', 'y' }) end
function M.bspline3D(points, subdivision) return bspline(points, subdivision, { 'x', 'y', 'z' }) end

return M
