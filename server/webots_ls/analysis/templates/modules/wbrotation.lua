-- wbrotation (webots-ls): rotations for Lua templates (Webots' 'wbrotation'): axis-angle {x, y, z, a},
-- quaternions {w, x, y, z}, 3x3 matrices as arrays of 9 numbers (row major).
local M = {}

function M.normalize(r)
  local length = math.sqrt(r.x * r.x + r.y * r.y + r.z * r.z)
  local n = { x = r.x, y = r.y, z = r.z, a = r.a }
  if length > 0 then
    n.x, n.y, n.z = r.x / length, r.y / length, r.z / length
  end
  while n.a < -math.pi do n.a = n.a + 2 * math.pi end
  while n.a > math.pi do n.a = n.a - 2 * math.pi end
  return n
end

function M.toquaternion(r)
  local n = M.normalize(r)
  local sine = math.sin(n.a / 2)
  return { w = math.cos(n.a / 2), x = n.x * sine, y = n.y * sine, z = n.z * sine }
end

function M.fromquaternion(q)
  local angle = 2 * math.acos(math.max(-1, math.min(1, q.w)))
  local length = math.sqrt(q.x * q.x + q.y * q.y + q.z * q.z)
  if angle < 0.0001 or length == 0 then
    return { x = 0, y = 1, z = 0, a = 0 }
  end
  return { x = q.x / length, y = q.y / length, z = q.z / length, a = angle }
end

function M.tomatrix3(r)
  local c, s = math.cos(r.a), math.sin(r.a)
  local t = 1 - c
  return {
    r.x * r.x * t + c, r.x * r.y * t - r.z * s, r.x * r.z * t + r.y * s,
    r.x * r.y * t + r.z * s, r.y * r.y * t + c, r.y * r.z * t - r.x * s,
    r.x * r.z * t - r.y * s, r.y * r.z * t + r.x * s, r.z * r.z * t + c
  }
end

-- the rotation rA then rB (quaternions multiplied qA * qB)
function M.combine(rA, rB)
  local a, b = M.toquaternion(rA), M.toquaternion(rB)
  return M.fromquaternion({
    w = a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
    x = a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
    y = a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
    z = a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w
  })
end

function M.rotatevector(r, v)
  local m = M.tomatrix3(r)
  return {
    x = m[1] * v.x + m[2] * v.y + m[3] * v.z,
    y = m[4] * v.x + m[5] * v.y + m[6] * v.z,
    z = m[7] * v.x + m[8] * v.y + m[9] * v.z
  }
end

return M
