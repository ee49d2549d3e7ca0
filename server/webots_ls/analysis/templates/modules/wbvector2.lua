-- wbvector2 (webots-ls): two-dimensional vectors {x = ..., y = ...} for Lua templates (Webots' 'wbvector2').
local M = {}

function M.equal(vA, vB) return vA.x == vB.x and vA.y == vB.y end
function M.add(vA, vB) return { x = vA.x + vB.x, y = vA.y + vB.y } end
function M.minus(vA, vB) return { x = vA.x - vB.x, y = vA.y - vB.y } end
function M.multiply(v, s) return { x = s * v.x, y = s * v.y } end
function M.norm(v) return math.sqrt(v.x * v.x + v.y * v.y) end
function M.atan2(v) return math.atan2(v.x, v.y) end  -- (x first, as Webots' module)
function M.distance(vA, vB) return M.norm(M.minus(vA, vB)) end
function M.angle(vA, vB) return M.atan2(M.minus(vA, vB)) end
function M.cross(vA, vB) return vA.x * vB.y - vA.y * vB.x end
function M.dot(vA, vB) return vA.x * vB.x + vA.y * vB.y end

function M.normalize(v)
  local norm = M.norm(v)
  if norm == 0 then
    error('wbvector2.normalize: the norm is zero')
  end
  return { x = v.x / norm, y = v.y / norm }
end

-- the point where the segments p1-p2 and p3-p4 cross, nil when they do not
function M.intersection(p1, p2, p3, p4)
  local r, s = M.minus(p2, p1), M.minus(p4, p3)
  local denominator = M.cross(r, s)
  if denominator == 0 then
    return nil
  end
  local t = M.cross(M.minus(p3, p1), s) / denominator
  local u = M.cross(M.minus(p3, p1), r) / denominator
  if t < 0 or t > 1 or u < 0 or u > 1 then
    return nil
  end
  return M.add(p1, M.multiply(r, t))
end

return M
